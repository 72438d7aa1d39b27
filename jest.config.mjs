import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// sanitize-html's parser ships as ES modules only; jest on Node 20 must compile it to CommonJS.
const esmPackages = ['feed', 'htmlparser2', 'domelementtype', 'domhandler', 'domutils', 'dom-serializer', 'entities'];

const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
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
