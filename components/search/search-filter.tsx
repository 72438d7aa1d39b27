import { getCategories } from '@/lib/categories';

interface SectionFilterProps {
  /** Results per section id for the query. */
  counts: Record<string, number>;
  /** Chosen category ids; none means all. */
  chosen: string[];
  onChange: (sections: string[]) => void;
}

/** Narrows the results to some sections. Sections without a result for the query are left out. */
export function SectionFilter({ counts, chosen, onChange }: SectionFilterProps) {
  const shown = getCategories().filter((category) => (counts[category.id] ?? 0) > 0 || chosen.includes(category.id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id));
  return (
    <fieldset>
      <legend className="text-xs font-bold tracking-widest text-ink uppercase">Section</legend>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 md:flex-col">
        {shown.map((category) => (
          <li key={category.id}>
            <label className="flex cursor-pointer items-center gap-2 py-1.5 text-ink">
              <input
                type="checkbox"
                checked={chosen.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                className="size-4 accent-accent"
              />
              <span>
                {category.displayName} <span className="text-muted tabular-nums">({counts[category.id] ?? 0})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {chosen.length > 0 && (
        <button
          type="button"
          onClick={() => onChange([])}
          className="mt-3 text-sm font-semibold text-accent underline underline-offset-4 hover:text-ink"
        >
          All sections
        </button>
      )}
    </fieldset>
  );
}
