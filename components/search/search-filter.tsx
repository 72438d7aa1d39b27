import { clsx } from 'clsx';

interface SearchFilterProps {
  /** What the choices are of, and the button that clears them: `Section`, `All sections`. */
  legend: string;
  all: string;
  /** Every value the filter has (lib/search-index.ts), with its name. */
  choices: readonly { id: string; name: string }[];
  /** Results per value for the query. */
  counts: Record<string, number>;
  /** Chosen values; none means all. */
  chosen: string[];
  onChange: (chosen: string[]) => void;
  className?: string;
}

/** Narrows the results to some sections or topics. A value without a result for the query is left out. */
export function SearchFilter({ legend, all, choices, counts, chosen, onChange, className }: SearchFilterProps) {
  const shown = choices.filter((choice) => (counts[choice.id] ?? 0) > 0 || chosen.includes(choice.id));
  if (shown.length === 0) return null;
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id));
  return (
    <fieldset className={clsx(className)}>
      <legend className="text-xs font-bold tracking-widest text-ink uppercase">{legend}</legend>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 md:flex-col">
        {shown.map((choice) => (
          <li key={choice.id}>
            <label className="flex cursor-pointer items-center gap-2 py-1.5 text-ink">
              <input
                type="checkbox"
                checked={chosen.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
                className="size-4 accent-accent"
              />
              <span>
                {choice.name} <span className="text-muted tabular-nums">({counts[choice.id] ?? 0})</span>
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
          {all}
        </button>
      )}
    </fieldset>
  );
}
