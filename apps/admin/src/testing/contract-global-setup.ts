// openapi/ read once per run for the fakes' gate and the check of their answers (@backoffice/contract).
export { default } from '@backoffice/contract/vitest-global-setup';
