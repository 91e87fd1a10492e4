import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { BuildTime } from '#shared/pcb/config-types.ts';
import { usePrice } from '../../money/use-price.ts';
import { Disclosure } from './disclosure.tsx';
import styles from './build-time-list.module.css';
import specChoices from './spec-choices.module.css';

interface BuildTimeListProps {
  times: readonly BuildTime[];
  chosenId: number | null;
  onChoose: (id: number) => void;
  disabled: boolean;
}

/**
 * The fabrication quote's build times (spec §2): days and surcharge, one chosen; the first is the
 * default (shared/pcb/deadline.ts buildTimeFor). The list opens and closes (spec §4) and starts
 * closed, the choice showing beside its title.
 */
export function BuildTimeList({ times, chosenId, onChoose, disabled }: BuildTimeListProps) {
  const { t } = useLingui();
  const price = usePrice();
  const id = useId();
  const surcharge = (time: BuildTime) => (time.price > 0 ? `+ ${price(time.price)}` : t`Miễn phí`);
  const chosen = times.find((time) => time.id === chosenId);
  return (
    <div>
      <Disclosure
        heading="h3"
        headingClassName={specChoices.specName}
        title={<Trans>Thời gian sản xuất</Trans>}
        labelId={`${id}-title`}
        summary={chosen ? `${t`${chosen.times} ngày`} · ${surcharge(chosen)}` : undefined}
        defaultOpen={false}
      >
        <fieldset className={styles.buildTimes} disabled={disabled} aria-labelledby={`${id}-title`}>
          {times.map((time) => (
            <label key={time.id}>
              <span>
                <input type="radio" name={`${id}-build`} checked={chosenId === time.id} onChange={() => onChoose(time.id)} /> {t`${time.times} ngày`}
              </span>
              <span>{surcharge(time)}</span>
            </label>
          ))}
        </fieldset>
      </Disclosure>
    </div>
  );
}
