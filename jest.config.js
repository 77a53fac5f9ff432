/** Unit, HTTP and contract tests. Engine-backed suites skip locally (with a message) when their engine is not running, and fail under CI=true. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  testTimeout: 30000,
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  // Every response received through supertest must match the OpenAPI description.
  setupFilesAfterEnv: ['<rootDir>/test/support/response-contract.setup.ts'],
};
