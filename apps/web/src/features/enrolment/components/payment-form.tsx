import type { CourseDetail } from '@academy/contract/catalogue';
import { onlinePaymentFormSchema, type PaymentMethod } from '@academy/contract/checkout';
import {
  paymentFormSchema,
  quotePayment,
  type CouponTerms,
  type PaymentFormOutput,
  type PaymentFormValues,
} from '@academy/contract/enrolment';
import { paymentTypeFor } from '@academy/contract/pricing';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { getFieldErrors } from '../../../lib/api-error';
import { formatBdt } from '../../../lib/money';
import { useLanguage } from '../../../lib/i18n';
import { useCreateOrder } from '../../checkout/api/create-order';
import { useSubmitPayment } from '../api/submit-payment';
import { usePromoCode } from '../hooks/use-promo-code';
import { useEnrolmentMessage } from '../model/enrolment-message';
import { fieldErrorLines, flattenFormErrors, submissionErrorLines } from '../model/payment-errors';
import { offeredGroupSizes, toCoursePricing } from '../model/payment-params';
import { GroupSizePicker } from './group-size-picker';
import { PaymentInstructions } from './payment-instructions';
import { PaymentDoneModal, PaymentErrorModal } from './payment-result-modals';
import { PriceBreakdown } from './price-breakdown';
import { PromoCodeField } from './promo-code-field';
import { TeammateFields } from './teammate-fields';

const blankTeammate = { name: '', email: '', number: '' };
/** The parts of a teammate's error path ('teammate_one.email') that have a label. */
const teammateParts = ['name', 'email', 'number'] as const;

function emptyValues(students: number): PaymentFormValues {
  return {
    payment_type: paymentTypeFor(students),
    sender_number: '',
    transaction_id: '',
    coupon_code: '',
    teammate_one: { ...blankTeammate },
    teammate_two: { ...blankTeammate },
  };
}

type PaymentFormProps = {
  course: CourseDetail;
  students: number;
  onStudentsChange: (students: number) => void;
  /** Manual transfer (the bKash form), or a gateway the learner is sent to. */
  method?: PaymentMethod;
  /** The cohort whose places are paid for, in a course taught in batches. */
  cohortId?: number | null;
};

/**
 * The payment form: group size, optional promo code, teammates for duo and trio and
 * the price breakdown, plus the sender number and transaction ID when paying manually. The amount
 * shown is computed with the contract's rule; the server computes it again and, online, charges
 * only its own figure.
 */
export function PaymentForm({
  course,
  students,
  onStudentsChange,
  method = 'manual',
  cohortId = null,
}: PaymentFormProps) {
  const { t } = useTranslation(['enrolment', 'checkout']);
  const language = useLanguage();
  const isManual = method === 'manual';
  const translate = useEnrolmentMessage();
  const navigate = useNavigate();
  const paymentType = paymentTypeFor(students);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    // The schema preprocesses the teammate blocks, so zod declares its input `unknown`.
    resolver: zodResolver(
      (isManual ? paymentFormSchema : onlinePaymentFormSchema) as unknown as z.ZodType<
        PaymentFormOutput,
        PaymentFormValues
      >,
    ),
    mode: 'onTouched',
    defaultValues: emptyValues(students),
  });
  const promo = usePromoCode(course.course_id);
  const submission = useSubmitPayment();
  const order = useCreateOrder();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [errorLines, setErrorLines] = useState<string[] | null>(null);

  useEffect(() => {
    setValue('payment_type', paymentType);
  }, [paymentType, setValue]);

  const pricing = toCoursePricing(course);
  const couponOf = (state: typeof promo.state): CouponTerms | null =>
    state.status === 'applied'
      ? { discount_type: state.coupon.discount_type, value: state.coupon.discount_value }
      : null;
  const quote = quotePayment(pricing, students, couponOf(promo.state));
  const couponCode = watch('coupon_code');

  const lineParts = {
    labelOf: (field: string) => {
      const [block, part] = field.split('.') as [keyof PaymentFormValues, string | undefined];
      const blockLabel = t(`fields.${block}` as 'fields.sender_number', { defaultValue: block });
      const teammatePart = teammateParts.find((name) => name === part);
      return teammatePart ? `${blockLabel} – ${t(`fields.${teammatePart}`)}` : blockLabel;
    },
    translate,
    paymentFailed: t('errors.paymentFailed'),
    submitFailed: t('errors.submitFailed'),
  };

  function handleCouponChange(value: string) {
    setValue('coupon_code', value);
    clearErrors('coupon_code');
    if (promo.state.status !== 'idle' || promo.state.error) promo.reset();
  }

  async function handleApply() {
    clearErrors('coupon_code');
    await promo.apply(couponCode);
  }

  async function submitValid(values: PaymentFormOutput) {
    let coupon = couponOf(promo.state);
    if (values.coupon_code && promo.state.status !== 'applied') {
      // A typed but unapplied code is checked first, so the amount sent already includes it.
      const checked = await promo.apply(values.coupon_code);
      if ('refusal' in checked) {
        setErrorLines([`${lineParts.labelOf('coupon_code')}: ${translate(checked.refusal)}`]);
        return;
      }
      coupon = {
        discount_type: checked.coupon.discount_type,
        value: checked.coupon.discount_value,
      };
    }
    const amount = quotePayment(pricing, students, coupon);
    if (!amount) return;
    try {
      if (!isManual) {
        const created = await order.mutateAsync({
          course_id: course.course_id,
          ...(cohortId ? { cohort_id: cohortId } : {}),
          gateway: method,
          payment_type: values.payment_type,
          ...(values.coupon_code ? { coupon_code: values.coupon_code } : {}),
          ...(values.teammate_one ? { teammate_one: values.teammate_one } : {}),
          ...(values.teammate_two ? { teammate_two: values.teammate_two } : {}),
        });
        window.location.assign(created.redirect_url);
        return;
      }
      const answer = await submission.mutateAsync({
        course_id: String(course.course_id),
        ...(cohortId ? { cohort_id: cohortId } : {}),
        paid_amount: amount.total,
        sender_number: values.sender_number,
        transaction_id: values.transaction_id,
        payment_type: values.payment_type,
        ...(values.coupon_code ? { coupon_code: values.coupon_code } : {}),
        ...(values.teammate_one ? { teammate_one: values.teammate_one } : {}),
        ...(values.teammate_two ? { teammate_two: values.teammate_two } : {}),
      });
      setDoneMessage(translate(answer.message));
    } catch (error) {
      for (const [field, message] of Object.entries(getFieldErrors(error))) {
        setError(field as Path<PaymentFormValues>, { type: 'server', message });
      }
      setErrorLines(submissionErrorLines(error, lineParts));
    }
  }

  function showInvalid(formErrors: FieldErrors<PaymentFormValues>) {
    setErrorLines(fieldErrorLines(flattenFormErrors(formErrors), lineParts));
  }

  function handleDone() {
    setDoneMessage(null);
    reset(emptyValues(students));
    promo.reset();
    void navigate('/');
  }

  const submit = handleSubmit(submitValid, showInvalid);
  const errorOf = (message: string | undefined) => (message ? translate(message) : undefined);
  const isBusy = isSubmitting || submission.isPending || order.isPending || order.isSuccess;

  const card = 'space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm';
  const sendBlock = (
    <>
      <p className="text-sm text-ink-muted">
        {isManual
          ? t('payment.pendingNote')
          : t('checkout:online.note', {
              amount: quote ? formatBdt(quote.total, language) : '',
              gateway: t(`checkout:gateways.${method}`),
            })}
      </p>
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isBusy}
        loadingText={isManual ? t('payment.submitting') : t('checkout:online.redirecting')}
      >
        {isManual ? t('payment.submit') : t(`checkout:online.pay.${method}`)}
      </Button>
    </>
  );

  // What is paid for comes first (group size, promo code, teammates), so the amount to send is
  // final by the time the instructions name it; the transfer's details follow the instructions.
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-8"
        aria-labelledby="payment-form-title"
      >
        <div className={card}>
          <h2 id="payment-form-title" className="text-lg font-semibold text-ink">
            {t('form.title')}
          </h2>
          <GroupSizePicker
            sizes={offeredGroupSizes(course)}
            tiers={course.price_tiers}
            value={students}
            onChange={onStudentsChange}
          />
          <PromoCodeField
            value={couponCode}
            onChange={handleCouponChange}
            onApply={() => void handleApply()}
            onUnlock={() => handleCouponChange(couponCode)}
            state={promo.state}
            error={errors.coupon_code?.message}
          />
          {students > 1 && (
            <div className="space-y-4">
              <p className="text-sm text-ink-muted">
                {isManual ? t('form.teammatesHint') : t('checkout:online.teammatesHint')}
              </p>
              <TeammateFields teammate="teammate_one" register={register} errors={errors} />
              {students > 2 && (
                <TeammateFields teammate="teammate_two" register={register} errors={errors} />
              )}
            </div>
          )}
          {!isManual && sendBlock}
        </div>
        {isManual && (
          <>
            <PaymentInstructions total={quote?.total ?? null} />
            <div className={card}>
              <h2 className="text-lg font-semibold text-ink">{t('form.transferTitle')}</h2>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  label={t('form.senderNumber')}
                  hint={t('form.senderNumberHint')}
                  type="tel"
                  placeholder={t('form.phonePlaceholder')}
                  required
                  error={errorOf(errors.sender_number?.message)}
                  {...register('sender_number')}
                />
                <Field
                  label={t('form.transactionId')}
                  hint={t('form.transactionIdHint')}
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  className="[&_input]:uppercase"
                  error={errorOf(errors.transaction_id?.message)}
                  {...register('transaction_id')}
                />
              </div>
              {sendBlock}
            </div>
          </>
        )}
      </form>
      <div className="lg:sticky lg:top-[calc(var(--spacing-topbar)+1.5rem)] lg:self-start">
        {quote && (
          <PriceBreakdown
            courseTitle={course.course_title}
            paymentType={paymentType}
            quote={quote}
          />
        )}
      </div>
      <PaymentDoneModal message={doneMessage} onOk={handleDone} />
      <PaymentErrorModal lines={errorLines} onClose={() => setErrorLines(null)} />
    </div>
  );
}
