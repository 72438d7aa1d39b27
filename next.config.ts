import os from 'node:os';
import type { NextConfig } from 'next';
import { buildId } from './scripts/pipeline/build-id';

const basePath = process.env.BASE_PATH ?? '';

const nextConfig: NextConfig = {
  output: 'export',
  generateBuildId: buildId,
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  env: {
    NEXT_PUBLIC_BASE_PATH: basePath,
    // The public origin, also in the browser's code: the footer writes the publisher's structured
    // data with absolute URLs, and each page's payload then names the footer instead of carrying it.
    ...(process.env.SITE_URL && { SITE_URL: process.env.SITE_URL }),
  },
  // An incremental build (RENDER_ONLY, server/page-inputs.ts) runs only when the code is the code the
  // previous, full build type-checked (scripts/pipeline/build-id.ts hashes it, tsconfig.json included):
  // checking it again would cost a publish 10-15 s of its 2 cores and could find nothing new.
  typescript: { ignoreBuildErrors: Boolean(process.env.RENDER_ONLY) },
  // Static generation on every core: Next.js leaves one to the main process by default, which only
  // waits while the workers render, so a 2-core machine rendered on one.
  experimental: { cpus: os.availableParallelism() },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
