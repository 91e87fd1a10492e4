import { useEffect, useState } from 'react';
import { designFileKind } from '#shared/pcb/design-file.ts';
import type { DesignAnalysis } from '../../gerber/analyze-design.ts';

/** Where reading the chosen design file stands. */
export type DesignReading =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'done'; analysis: DesignAnalysis }
  | { status: 'unreadable' };

/**
 * Reads a chosen .zip design file in a worker (client/gerber) for its size, layers and preview.
 * Runs again when the file changes; a newer file aborts the older read. RAR archives are not
 * read in the browser (no maintained decoder small enough), so they stay `idle`.
 */
export function useDesignReading(file: Blob | null, fileName: string | null): DesignReading {
  const [reading, setReading] = useState<DesignReading>({ status: 'idle' });
  useEffect(() => {
    if (!file || !fileName || designFileKind(fileName) !== 'zip') {
      setReading({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setReading({ status: 'reading' });
    void import('../../gerber/read-design-file.ts')
      .then(({ readDesignFile }) => readDesignFile(file, controller.signal))
      .then(
        (analysis) => setReading({ status: 'done', analysis }),
        () => {
          if (!controller.signal.aborted) setReading({ status: 'unreadable' });
        },
      );
    return () => controller.abort();
  }, [file, fileName]);
  return reading;
}
