import {
  heldEnrolRequestSchema,
  heldRefundRequestSchema,
  REFUND_REASON_MAX_LENGTH,
  type AdminOrderDetail,
} from '@academy/contract/admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { controlClasses, FieldFrame } from '../../../../components/ui/field-frame';
import { getErrorMessage } from '../../../../lib/api-error';
import { useLanguage } from '../../../../lib/i18n';
import { formatBdt } from '../../../../lib/money';
import { toast } from '../../../../lib/toasts';
import { useEnrolOnHeldMoney, useReturnHeldMoney } from '../../api/held-money';
import { useRefundMessage } from '../../model/refund-rules';

type Choice = 'return' | 'enrol';

/**
 * Money the gateway captured on a failed order (risky, or another amount) waits for staff: return
 * all of it to the buyer through the gateway, or, after a check the note describes, enrol them on
 * it. Both are audited; the buyer is told either way.
 */
export function HeldMoneyPanel({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin', 'checkout']);
  const language = useLanguage();
  const [choice, setChoice] = useState<Choice>('return');
  const held = order.held;
  if (!held) return null;
  if (held.state === 'returned' || held.state === 'enrolled') {
    return (
      <p className="text-sm text-ink" data-testid="held-money">
        {t(`orders.held.done.${held.state}`, { amount: formatBdt(held.amount, language) })}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="held-money"
      data-testid="held-money"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="held-money" className="font-semibold text-ink">
        {t('orders.held.title', { amount: formatBdt(held.amount, language) })}
      </h3>
      <p className="text-sm text-ink">
        {t('orders.held.why', {
          reason: t(
            `orders.held.reason.${order.failure_reason === 'risky' ? 'risky' : 'mismatch'}`,
          ),
          transaction: held.transaction_id,
        })}
      </p>
      {held.state === 'returning' ? (
        <p className="text-sm font-medium text-ink">{t('orders.held.returning')}</p>
      ) : (
        <>
          <div role="group" aria-label={t('orders.held.choose')} className="flex flex-wrap gap-2">
            {(['return', 'enrol'] as const).map((option) => (
              <Button
                key={option}
                size="sm"
                variant={choice === option ? 'primary' : 'outline'}
                aria-pressed={choice === option}
                onClick={() => setChoice(option)}
              >
                {t(`orders.held.${option}Choice`)}
              </Button>
            ))}
          </div>
          {choice === 'return' ? <ReturnForm order={order} /> : <EnrolForm order={order} />}
        </>
      )}
    </section>
  );
}

/** The reason is the form's; the request id is the form's own, made once per refund. */
const returnSchema = heldRefundRequestSchema.pick({ reason: true });

/**
 * One text the decision needs (the buyer's reason for a return, the staff member's note for an
 * enrolment), checked with the contract's schema, then sent; a refusal shows above the field.
 */
function HeldDecisionForm<Name extends 'reason' | 'note'>({
  name,
  schema,
  label,
  submitLabel,
  danger,
  send,
}: {
  name: Name;
  schema: typeof returnSchema | typeof heldEnrolRequestSchema;
  label: string;
  submitLabel: string;
  danger?: boolean;
  send: (text: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const translate = useRefundMessage();
  const { register, handleSubmit, setError, formState } = useForm<Record<string, string>>({
    // Either schema has exactly one text field, the one `name` names; the form's values are that.
    resolver: zodResolver(schema as never),
    defaultValues: { [name]: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await send(values[name]!);
    } catch (error) {
      setError('root', { message: translate(getErrorMessage(error, t('orders.refundFailed'))) });
    }
  });
  const error = formState.errors[name]?.message;
  return (
    <form noValidate className="space-y-3" onSubmit={(event) => void submit(event)}>
      {formState.errors.root?.message && (
        <p role="alert" className="text-sm text-danger">
          {formState.errors.root.message}
        </p>
      )}
      <FieldFrame label={label} error={error ? translate(error) : undefined} required>
        {(control) => (
          <textarea
            {...control}
            {...register(name)}
            className={controlClasses(Boolean(error))}
            rows={3}
            maxLength={REFUND_REASON_MAX_LENGTH}
          />
        )}
      </FieldFrame>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          loading={formState.isSubmitting}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function ReturnForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const mutation = useReturnHeldMoney(order.invoice_number);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  return (
    <HeldDecisionForm
      name="reason"
      schema={returnSchema}
      label={t('orders.reasonLabel')}
      submitLabel={t('orders.held.returnNow', { amount: formatBdt(order.held!.amount, language) })}
      danger
      send={async (reason) => {
        const result = await mutation.mutateAsync({ reason, request_id: requestId });
        setRequestId(crypto.randomUUID());
        toast.success(
          t(`orders.refundSent.${result.refund.status}`, {
            amount: formatBdt(result.refund.amount, language),
          }),
        );
      }}
    />
  );
}

function EnrolForm({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const mutation = useEnrolOnHeldMoney(order.invoice_number);
  return (
    <HeldDecisionForm
      name="note"
      schema={heldEnrolRequestSchema}
      label={t('orders.held.noteLabel')}
      submitLabel={t('orders.held.enrolNow')}
      send={async (note) => {
        await mutation.mutateAsync({ note });
        toast.success(t('orders.held.enrolled'));
      }}
    />
  );
}
