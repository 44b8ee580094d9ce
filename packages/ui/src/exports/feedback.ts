// Public exports of the feedback group (re-exported by src/index.ts).
export {};
