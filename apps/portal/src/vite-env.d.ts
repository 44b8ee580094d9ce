/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_IP_CHECK_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
