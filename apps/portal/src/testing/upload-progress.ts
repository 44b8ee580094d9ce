// The upload progress of the fakes' slow or held uploads. The portal uploads through XMLHttpRequest (for its
// progress events); Mock Service Worker answers such a request whole — in the browser the body reaches the service
// worker at once, in Node its interceptor reports the upload as done only with the answer — so a fake that wants the
// bar at half (a story's "uploading" state) tells the pending request itself: trackUploads() notes each request by its
// URL when it is opened, reportUploadProgress() dispatches a progress event on its upload, as the browser would.

const pending = new Map<string, Set<XMLHttpRequest>>();

// The real XMLHttpRequestUpload of a request: Node's interceptor puts a proxy of it on the instance, which does not
// pass dispatchEvent on; the prototype's getter still gives the object the page's handlers are on.
const uploadOf = (xhr: XMLHttpRequest): XMLHttpRequestUpload =>
  Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'upload')!.get!.call(xhr) as XMLHttpRequestUpload;

/** Notes every XMLHttpRequest by its URL from open() to its end; returns the undo. */
export function trackUploads(): () => void {
  const prototype = XMLHttpRequest.prototype;
  const open = prototype.open;
  prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    const href = new URL(String(args[1]), window.location.href).href;
    const requests = pending.get(href) ?? new Set();
    requests.add(this);
    pending.set(href, requests);
    this.addEventListener('loadend', () => requests.delete(this), { once: true });
    return (open as (...values: unknown[]) => void).apply(this, args);
  } as XMLHttpRequest['open'];
  return () => {
    prototype.open = open;
    pending.clear();
  };
}

/** Tells the pending uploads to `url` that `loaded` of `total` bytes have gone. */
export function reportUploadProgress(url: string, loaded: number, total: number): void {
  for (const xhr of pending.get(url) ?? []) {
    uploadOf(xhr).dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
}
