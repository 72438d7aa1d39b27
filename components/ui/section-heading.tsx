export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="border-t-4 border-ink pt-3 font-serif text-2xl font-bold text-ink sm:text-3xl">
      {children}
    </h2>
  );
}
