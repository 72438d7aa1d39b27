// Jest runs build-time modules (server/) in jsdom, outside React's server condition, where the real
// `server-only` throws: the tests stand in for the build here. ESLint keeps components from importing server/.
export {};
