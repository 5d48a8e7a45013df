import type {
  AdminCategory,
  AdminCoupon,
  AdminDiscount,
  CategoryInput,
  CouponInput,
  DiscountInput,
} from '@academy/contract/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/invalidating-mutation';
import { adminKeys } from './admin-keys';

/**
 * The catalogue settings of the staff console, each under /api/admin/{kind}/: categories (with
 * their course counts), discounts (ended and paused ones included) and promo codes (with their use
 * counts). Each is listed, created or updated, and deleted the same way.
 */
type Settings = {
  categories: { row: AdminCategory; body: CategoryInput };
  discounts: { row: AdminDiscount; body: DiscountInput };
  coupons: { row: AdminCoupon; body: CouponInput };
};

export type SettingKind = keyof Settings;

type SaveInput<Kind extends SettingKind> = { id: number | null; body: Settings[Kind]['body'] };

/** GET /api/admin/{kind}/: every row of that setting. */
export function getAdminSettings<Kind extends SettingKind>(kind: Kind, signal?: AbortSignal) {
  return api.get<Settings[Kind]['row'][]>(`/api/admin/${kind}/`, { signal });
}

export function useAdminSettings<Kind extends SettingKind>(kind: Kind) {
  return useQuery({
    queryKey: adminKeys[kind],
    queryFn: ({ signal }) => getAdminSettings(kind, signal),
  });
}

/** POST /api/admin/{kind}/ (id null) or PUT /api/admin/{kind}/{id}/. */
export function saveSetting<Kind extends SettingKind>(kind: Kind, input: SaveInput<Kind>) {
  type Row = Settings[Kind]['row'];
  return input.id === null
    ? api.post<Row>(`/api/admin/${kind}/`, input.body)
    : api.put<Row>(`/api/admin/${kind}/${input.id}/`, input.body);
}

export function useSaveSetting<Kind extends SettingKind>(kind: Kind) {
  return useInvalidatingMutation(
    (input: SaveInput<Kind>) => saveSetting(kind, input),
    adminKeys[kind],
  );
}

/** DELETE /api/admin/{kind}/{id}/. */
export function deleteSetting(input: { kind: SettingKind; id: number }): Promise<void> {
  return api.delete<void>(`/api/admin/${input.kind}/${input.id}/`);
}

export function useDeleteSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSetting,
    onSuccess: (_, input) => queryClient.invalidateQueries({ queryKey: adminKeys[input.kind] }),
  });
}
