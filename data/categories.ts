export const categories = [
  { id: 'california', name: 'California', displayName: 'California News' },
  { id: 'us', name: 'US', displayName: 'US News' },
  { id: 'world', name: 'World', displayName: 'World News' },
  { id: 'tech', name: 'Tech', displayName: 'Technology' },
  { id: 'health', name: 'Health', displayName: 'Health' },
  { id: 'politics', name: 'Politics', displayName: 'Politics' },
  { id: 'business', name: 'Business', displayName: 'Business' },
] as const;
