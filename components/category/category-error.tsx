export function CategoryError() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-4xl font-bold text-ink">Error Loading Articles</h1>
      <p className="mt-4 text-lg text-muted">Failed to load articles</p>
    </div>
  );
}
