import { Test } from 'supertest';
import { responseProblem } from './openapi-contract';

/**
 * Jest setup (every test file): each response a test receives through supertest is checked against the OpenAPI
 * description (test/support/openapi-contract.ts). A mismatch, an undocumented status or an undocumented route fails
 * the test it happened in, so the description cannot drift from the code.
 */
const problems: string[] = [];
type AssertFn = (this: Test, resError: unknown, res: any, fn: unknown) => void;
const proto = Test.prototype as unknown as { assert: AssertFn; method: string; url: string };
const original = proto.assert;
proto.assert = function (this: Test & { method: string; url: string }, resError, res, fn) {
  if (res) {
    const problem = responseProblem({
      method: this.method,
      url: this.url,
      status: res.status,
      contentType: res.headers?.['content-type'],
      body: res.body,
      text: res.text,
      headers: res.headers ?? {},
    });
    if (problem) problems.push(problem);
  }
  return original.call(this, resError, res, fn);
};

/** Takes the problems recorded since the last call (for the test of this hook itself). */
export const drainResponseProblems = (): string[] => problems.splice(0);

afterEach(() => {
  if (problems.length === 0) return;
  const found = drainResponseProblems();
  throw new Error(
    `Responses that do not match the OpenAPI description (src/http/**/*.openapi.ts):\n  ${found.join('\n  ')}`,
  );
});
