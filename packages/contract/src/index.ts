// The OpenAPI contract (openapi/) read once for everyone who needs it at run time: the API registers its routes and
// validates requests with it, the apps' fakes validate what they receive and check what they answer against it.
// Pure: Node's file reading is in '@backoffice/contract/node'.
export * from './ajv.ts';
export * from './dereference.ts';
export * from './field-errors.ts';
export * from './operations.ts';
export * from './request-schemas.ts';
export * from './request-validator.ts';
export * from './validation-messages.ts';
export * from './testing/answer-check.ts';
export * from './testing/request-gate.ts';
export * from './testing/fakes-contract.ts';
