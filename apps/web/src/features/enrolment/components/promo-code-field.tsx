import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FieldFrame } from '../../../components/ui/field-frame';
import { cx } from '../../../lib/class-names';
import type { PromoState } from '../hooks/use-promo-code';
import { useEnrolmentMessage } from '../model/enrolment-message';

type PromoCodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  onUnlock: () => void;
  state: PromoState;
  /** A form or server error for the field (e.g. a code refused at submission). */
  error?: string | undefined;
};

/**
 * Optional promo code with its Apply button. While checking the button reads 'Checking...';
 * once applied the input is locked and the button reads 'Applied'; 'Change code' unlocks it and
 * any edit resets the code to not applied.
 */
export function PromoCodeField({
  value,
  onChange,
  onApply,
  onUnlock,
  state,
  error,
}: PromoCodeFieldProps) {
  const { t } = useTranslation('enrolment');
  const translate = useEnrolmentMessage();
  const isApplied = state.status === 'applied';
  const refusal = state.status === 'idle' ? state.error : null;
  const message = error ?? refusal ?? undefined;

  return (
    <FieldFrame
      label={t('promo.label')}
      error={message ? translate(message) : undefined}
      hint={
        isApplied
          ? t('promo.appliedNote', {
              name: state.coupon.coupon_name,
              description: state.coupon.coupon_description,
            })
          : undefined
      }
    >
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            name="coupon_code"
            value={value}
            readOnly={isApplied}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                if (!isApplied && value.trim() !== '') onApply();
              }
            }}
            className={cx(control.className, 'uppercase', isApplied && 'bg-emerald-50')}
          />
          <Button
            variant={isApplied ? 'secondary' : 'outline'}
            onClick={onApply}
            disabled={isApplied || value.trim() === ''}
            loading={state.status === 'validating'}
            loadingText={t('promo.validating')}
            data-testid="promo-apply"
          >
            {isApplied ? t('promo.applied') : t('promo.apply')}
          </Button>
          {isApplied && (
            <Button variant="ghost" onClick={onUnlock}>
              {t('promo.change')}
            </Button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
