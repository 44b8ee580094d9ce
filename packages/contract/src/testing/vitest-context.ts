// What the run's global setup provides to the test workers (vitest's ProvidedContext).
declare module 'vitest' {
  export interface ProvidedContext {
    contractDocument: unknown;
  }
}
export {};
