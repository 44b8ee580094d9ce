// Public exports of the dates group (re-exported by src/index.ts).
export {};
