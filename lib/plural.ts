import { fill } from './editions';

/** A dictionary line by count: `{ "one": "{count} story", "other": "{count} stories" }`, with `zero` where none reads otherwise. */
export interface PluralForms {
  zero?: string;
  one: string;
  other: string;
  [form: string]: string | undefined;
}

/** The form of `forms` a count takes in a locale (Intl.PluralRules), `{count}` written as the locale writes numbers. */
export function plural(forms: PluralForms, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const form = count === 0 && forms.zero !== undefined ? 'zero' : new Intl.PluralRules(locale).select(count);
  return fill(forms[form] ?? forms.other, { ...values, count: count.toLocaleString(locale) });
}
