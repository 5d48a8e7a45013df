import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type SettingKind = 'categories' | 'discounts' | 'coupons';

/** DELETE /api/admin/{categories|discounts|coupons}/{id}/. */
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
