import text from '../../../openapi/generated/openapi.yaml?raw';

// The contract's bundle as text, for code Vite builds (the workbench's fakes): no file system there. Node reads it with
// '@backoffice/contract/node'.
export const BUNDLED_CONTRACT_TEXT: string = text;
