import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import type { SettingKind } from '../../api/settings';
import { DeleteButton } from './delete-button';
import { SettingsTable } from './settings-table';
import { PanelLoadState } from '../panel-load-state';

/**
 * A catalogue setting's section of the staff console (categories, discounts, promo codes): a
 * button to add one, the table of what exists with Edit and Delete on each row, and the form for
 * the row being added or edited. Loading, failure and (with `emptyLabel`) an empty list are shown
 * in the console's usual way.
 */
export function SettingsList<Row extends { id: number }>({
  label,
  newLabel,
  emptyLabel,
  query,
  headers,
  cells,
  kind,
  nameOf,
  rowTestId,
  form,
}: {
  label: string;
  newLabel: string;
  emptyLabel?: string;
  query: { data?: Row[]; isLoading: boolean; isError: boolean };
  headers: string[];
  /** The row's cells before its actions. */
  cells: (row: Row) => ReactNode;
  kind: SettingKind;
  /** What the delete confirmation calls the row. */
  nameOf: (row: Row) => string;
  rowTestId?: string;
  form: (row: Row | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const { data, isLoading, isError } = query;
  if (isLoading || isError || !data) return <PanelLoadState failed={!isLoading} />;
  return (
    <section className="space-y-4" aria-label={label}>
      <Button onClick={() => setEditing('new')}>{newLabel}</Button>
      {data.length === 0 && emptyLabel ? (
        <EmptyState title={emptyLabel} />
      ) : (
        <SettingsTable label={label} headers={[...headers, '']}>
          {data.map((row) => (
            <tr key={row.id} data-testid={rowTestId}>
              {cells(row)}
              <td className="text-right whitespace-nowrap">
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                  {t('catalogue.edit')}
                </Button>
                <DeleteButton kind={kind} id={row.id} name={nameOf(row)} />
              </td>
            </tr>
          ))}
        </SettingsTable>
      )}
      {editing && form(editing === 'new' ? null : editing, () => setEditing(null))}
    </section>
  );
}
