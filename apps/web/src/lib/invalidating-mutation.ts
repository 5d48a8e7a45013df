import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeds, marks the queries under each of `queryKeys` stale (the ones
 * on screen refetch); its promise settles after they are marked.
 */
export function useInvalidatingMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  ...queryKeys: QueryKey[]
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
