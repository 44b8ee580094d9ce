// Public exports of the collections group (re-exported by src/index.ts).
export {};
