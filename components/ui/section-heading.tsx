export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="border-t-4 border-ink pt-2 font-serif text-xl font-bold text-ink sm:pt-3 sm:text-3xl">
      {children}
    </h2>
  );
}
