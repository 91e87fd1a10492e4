import { Trans } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { RequiredMark } from './required-mark.tsx';
import quoteCard from './quote-card.module.css';

interface NoteCardProps {
  value: string;
  onChange: (note: string) => void;
  /** The card's title; "Ghi chú" unless told. */
  label?: ReactNode;
  required?: boolean;
  placeholder?: string;
}

/** A quote's free-text card (the note, or the custom quote's description), up to 5,000 characters. */
export function NoteCard({ value, onChange, label, required = false, placeholder }: NoteCardProps) {
  const id = useId();
  return (
    <section className={quoteCard.card}>
      <label htmlFor={id} className={quoteCard.cardTitle}>
        {label ?? <Trans>Ghi chú</Trans>}
        {required && <RequiredMark />}
      </label>
      <textarea id={id} className={quoteCard.textarea} maxLength={5000} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </section>
  );
}
