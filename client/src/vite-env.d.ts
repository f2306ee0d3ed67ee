/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** How long the first-load screen shows, in ms. 0 skips it. Default 3000. */
  readonly VITE_LOADER_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
