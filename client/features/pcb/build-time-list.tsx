import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BuildTime } from '#shared/pcb/config-types.ts';
import { usePrice } from '../../money/use-price.ts';
import styles from './pcb.module.css';

interface BuildTimeListProps {
  times: readonly BuildTime[];
  chosenId: number | null;
  onChoose: (id: number) => void;
  disabled: boolean;
}

/** The fabrication quote's build times (spec §2): days and surcharge, one chosen. */
export function BuildTimeList({ times, chosenId, onChoose, disabled }: BuildTimeListProps) {
  const { t } = useLingui();
  const price = usePrice();
  const id = useId();
  return (
    <fieldset className={styles.buildTimes} disabled={disabled}>
      <legend className={styles.specName}>
        <Trans>Thời gian sản xuất</Trans>
      </legend>
      {times.map((time) => (
        <label key={time.id}>
          <span>
            <input type="radio" name={`${id}-build`} checked={chosenId === time.id} onChange={() => onChoose(time.id)} />{' '}
            {t`${time.times} ngày`}
          </span>
          <span>{time.price > 0 ? `+ ${price(time.price)}` : t`Miễn phí`}</span>
        </label>
      ))}
    </fieldset>
  );
}
