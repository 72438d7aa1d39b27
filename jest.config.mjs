import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// sanitize-html's parser, feed and p-map ship as ES modules only; jest must compile them to CommonJS.
const esmPackages = ['feed', 'p-map', 'htmlparser2', 'domelementtype', 'domhandler', 'domutils', 'dom-serializer', 'entities'];

const config = {
  testEnvironment: 'jsdom',
  globalSetup: '<rootDir>/test/global-setup.mjs',
  setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/server-only.ts',
    '^@testing-library/react$': '<rootDir>/test/render.tsx',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/out', '<rootDir>/.next/', '<rootDir>/.tmp/'],
  modulePathIgnorePatterns: ['<rootDir>/out', '<rootDir>/.next/', '<rootDir>/.tmp/'],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
