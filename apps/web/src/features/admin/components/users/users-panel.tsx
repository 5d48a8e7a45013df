import { ADMIN_PAGE_SIZE } from '@academy/contract/admin';
import { roles, type Role } from '@academy/contract/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSearch } from '../../../../components/ui/list-search';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { LoadingRegion, Skeleton } from '../../../../components/ui/skeleton';
import { useAdminUsers } from '../../api/get-admin-users';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { UserEnrolments } from './user-enrolments';
import { UserRow } from './user-row';
import { ScrollTable } from '../../../../components/ui/scroll-table';

/** Staff find accounts by name, email or phone, see their enrolments and change their role. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, 300);
  const [role, setRole] = useState<Role | ''>('');
  const [page, setPage] = useState(1);
  const [openUserId, setOpenUserId] = useState<number | null>(null);
  const { data, isLoading, isError } = useAdminUsers({ search, role, page });

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-4">
        <ListSearch
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPage(1);
          }}
        />
        <label className="flex items-center gap-2 text-sm">
          {t('users.roleFilter')}
          <select
            value={role}
            onChange={(event) => {
              setRole(event.target.value as Role | '');
              setPage(1);
            }}
            className="rounded-lg border border-slate-300 bg-surface px-3 py-2"
          >
            <option value="">{t('users.allRoles')}</option>
            {roles.map((value) => (
              <option key={value} value={value}>
                {t(`roles.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isLoading ? (
        <LoadingRegion>
          <Skeleton className="h-64" />
        </LoadingRegion>
      ) : isError || !data ? (
        <EmptyState title={t('loadFailed')} />
      ) : data.results.length === 0 ? (
        <EmptyState title={t('users.empty')} />
      ) : (
        <>
          <ScrollTable label={t('tabs.users')}>
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.name')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.email')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.enrolments')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {t('users.role')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.results.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    isOpen={openUserId === user.id}
                    onToggle={() => setOpenUserId((open) => (open === user.id ? null : user.id))}
                  />
                ))}
              </tbody>
            </table>
          </ScrollTable>
          <Pagination
            page={page}
            count={data.count}
            pageSize={ADMIN_PAGE_SIZE}
            onPageChange={setPage}
          />
          {openUserId !== null && (
            <UserEnrolments userId={openUserId} onClose={() => setOpenUserId(null)} />
          )}
        </>
      )}
    </div>
  );
}
