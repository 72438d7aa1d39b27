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
  },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
