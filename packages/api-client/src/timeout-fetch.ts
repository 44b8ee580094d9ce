export type FetchLike = (input: Request, init?: RequestInit) => Promise<Response>;

/**
 * Wraps fetch so every request is aborted after `timeoutMs` (rejecting with a 'TimeoutError' DOMException).
 * The timer stops once the response headers arrive. The caller's own signal still aborts the request.
 * Signals are combined by hand rather than with AbortSignal.any so that signals from another realm
 * (jsdom in tests) also work.
 */
export function withTimeout(baseFetch: FetchLike, timeoutMs: number): FetchLike {
  return async (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException(`Request timed out after ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const callerSignal = init?.signal ?? input.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forwardAbort();
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    try {
      return await baseFetch(input, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  };
}
