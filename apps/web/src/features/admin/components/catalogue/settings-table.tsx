import type { ReactNode } from 'react';
import { ScrollTable } from '../../../../components/ui/scroll-table';

/**
 * The plain table every settings list uses: a header row and one row per item, scrolling in its
 * own box with a cue on a phone.
 */
export function SettingsTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <ScrollTable label={label}>
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-ink-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-t [&>tr]:border-line [&_td]:px-4 [&_td]:py-3">
          {children}
        </tbody>
      </table>
    </ScrollTable>
  );
}
