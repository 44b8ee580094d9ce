// Vite's `?raw` imports (a file's text): bundled.ts reads the contract's bundle this way in Vite builds.
declare module '*?raw' {
  const text: string;
  export default text;
}
