// Public exports of the fields group (re-exported by src/index.ts).
export {};
