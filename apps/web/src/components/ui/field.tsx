import {
  EMAIL_PATTERN,
  PHONE_LENGTH,
  PHONE_PATTERN,
  toLatinDigits,
} from '@academy/contract/field-rules';
import { Eye, EyeOff } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { useFieldMessage } from '../../lib/field-message';
import { FieldFrame } from './field-frame';

type RuleKey = 'invalidEmail' | 'invalidPhone';

export type FieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** A parent-provided error (form or server); overrides the field's own message. */
  error?: string;
  hideLabel?: boolean;
  /** Classes of the wrapper (label + control + messages). */
  className?: string;
};

/** The shared field rules for email and tel inputs. */
function checkValue(type: string, value: string, required: boolean): RuleKey | undefined {
  if (type === 'email') {
    if (value === '') return required ? 'invalidEmail' : undefined;
    return EMAIL_PATTERN.test(value) ? undefined : 'invalidEmail';
  }
  if (type === 'tel') {
    if (value === '') return required ? 'invalidPhone' : undefined;
    return PHONE_PATTERN.test(value) ? undefined : 'invalidPhone';
  }
  return undefined;
}

/** Keeps only digits, Bangla ones read as Latin, at most 11 (type tel). */
export function toPhoneDigits(value: string): string {
  return toLatinDigits(value).replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * A labelled input. type="email" checks the simple address pattern, type="tel" keeps only digits
 * (at most 11, exactly 11 required), password inputs get a show/hide toggle. Works uncontrolled
 * with react-hook-form's register() or controlled with value/onChange.
 */
export function Field({
  label,
  hint,
  error,
  hideLabel,
  className,
  type = 'text',
  id,
  required,
  onChange,
  onBlur,
  ref,
  ...inputProps
}: FieldProps) {
  const { t } = useTranslation(['common', 'validation']);
  const translateMessage = useFieldMessage();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [ruleError, setRuleError] = useState<RuleKey | undefined>();
  const [isRevealed, setIsRevealed] = useState(false);
  const isPassword = type === 'password';
  const isTel = type === 'tel';

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      assignRef(ref, node);
    },
    [ref],
  );

  const ruleMessage = ruleError ? t(`validation:${ruleError}`) : undefined;
  const message = error ? translateMessage(error) : ruleMessage;

  // Native form validation sees the rule too (forms that do not use noValidate).
  useEffect(() => {
    inputRef.current?.setCustomValidity(ruleMessage ?? '');
  }, [ruleMessage]);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (isTel) {
      const digits = toPhoneDigits(event.target.value);
      if (digits !== event.target.value) event.target.value = digits;
    }
    // Once a rule message shows, it updates while typing so it clears as soon as the value is valid.
    if (ruleError) setRuleError(checkValue(type, event.target.value, Boolean(required)));
    onChange?.(event);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    // Leaving a field empty is only reported on submit: a message appearing on blur would move
    // the submit button away from the pointer in the middle of the click that caused the blur.
    if (event.target.value !== '' || ruleError) {
      setRuleError(checkValue(type, event.target.value, Boolean(required)));
    }
    onBlur?.(event);
  }

  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={message}
      id={id}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            {...inputProps}
            {...control}
            ref={setRefs}
            type={isPassword && isRevealed ? 'text' : type}
            required={required}
            inputMode={isTel ? 'numeric' : inputProps.inputMode}
            autoComplete={inputProps.autoComplete ?? (isTel ? 'tel' : undefined)}
            onChange={handleChange}
            onBlur={handleBlur}
            className={cx(control.className, isPassword && 'pr-11')}
          />
          {isPassword && (
            <button
              type="button"
              onClick={() => setIsRevealed((revealed) => !revealed)}
              aria-label={t(isRevealed ? 'field.hidePassword' : 'field.showPassword')}
              aria-controls={control.id}
              className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-ink-muted hover:text-ink"
            >
              {isRevealed ? (
                <EyeOff className="size-5" aria-hidden="true" />
              ) : (
                <Eye className="size-5" aria-hidden="true" />
              )}
            </button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
