// Every answer of the fake network checked against openapi/ (@backoffice/contract's answer checker, the check the
// API's own tests make of the server), over the contract the fakes were given (setup.ts, story-setup.ts).
import { answerChecker } from '@backoffice/contract';

/**
 * What is wrong with `response` as the contract's answer to `method url` (url with the /api prefix), or undefined
 * when it is one the contract declares: its status, its content type, and a JSON body valid against the schema.
 */
export const contractMismatch = (
  method: string,
  url: string,
  response: Response,
): Promise<string | undefined> => answerChecker().mismatch(method, url, response);
