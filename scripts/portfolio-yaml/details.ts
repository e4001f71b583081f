// Reads the `details:` block: which photo details the site leaves out of every photo it ships.
import { isMap, isScalar } from 'yaml';
import { ALL_DETAILS, DETAIL_FIELDS, isDetailField, type Details } from '../photos/details.ts';
import type { Entry, Reader } from './read.ts';

const EXAMPLE = 'e.g. `date: false` on the line under `details:`, indented';

/** Every detail on, but those the owner turned off; a wrong key or value is reported and leaves its detail on. */
export function readDetails(reader: Reader, entry: Entry | undefined): Details {
  const details = { ...ALL_DETAILS };
  const block = entry?.pair.value ?? null;
  // An empty `details:` (its lines commented out) leaves every detail on.
  if (!entry || block === null || (isScalar(block) && block.value === null)) return details;
  if (!isMap(block)) {
    reader.report(
      entry.line,
      '`details` should be a set of details, each turned on or off',
      `Write one detail per line, ${EXAMPLE}; the details are: ${DETAIL_FIELDS.join(', ')}`,
    );
    return details;
  }
  for (const [field, { pair, line }] of reader.keys(block, DETAIL_FIELDS, ' under `details:`')) {
    const scalar = isScalar(pair.value) ? pair.value : undefined;
    if (typeof scalar?.value === 'boolean' && isDetailField(field)) {
      details[field] = scalar.value;
      continue;
    }
    // A plain word as written (`no`, `off`: text in YAML 1.2); quoted text would only confuse the message.
    const written = scalar?.type === 'PLAIN' && scalar.source ? `, not \`${scalar.source}\`` : '';
    reader.report(
      line,
      `\`${field}\` under \`details:\` should be true or false${written}`,
      `Write \`${field}: false\` to leave it out of every photo, or delete the line to keep it`,
    );
  }
  return details;
}
