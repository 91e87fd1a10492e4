import { useLingui } from '@lingui/react/macro';
import { useImperativeHandle, useRef, type Ref } from 'react';
import { cx } from '../../ui/class-names.ts';
import styles from './forum.module.css';

export interface PostEditorHandle {
  /** The HTML written so far (the server cleans it with the shared allow-list). */
  html(): string;
  /** The text a reader would see, for the length rule. */
  text(): string;
  clear(): void;
  focus(): void;
}

interface PostEditorProps {
  labelId: string;
  invalid: boolean;
  describedBy: string | undefined;
  ref?: Ref<PostEditorHandle>;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertUnorderedList' | 'insertOrderedList';

/**
 * The forum's small editor: a toolbar of bold, italic, underline, lists and link over a
 * contenteditable box (no editor library). What it produces is only a suggestion: the server keeps
 * the allow-listed tags of it, and pages render posts through SafeHtml.
 */
export function PostEditor({ labelId, invalid, describedBy, ref }: PostEditorProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);

  useImperativeHandle(ref, () => ({
    html: () => box.current?.innerHTML ?? '',
    text: () => box.current?.innerText ?? '',
    clear: () => {
      if (box.current) box.current.innerHTML = '';
    },
    focus: () => box.current?.focus(),
  }));

  function run(command: Command | 'createLink') {
    box.current?.focus();
    if (command === 'createLink') {
      const url = window.prompt(t`Địa chỉ liên kết (https://…)`);
      if (!url || !/^(https?:\/\/|mailto:)/i.test(url.trim())) return;
      document.execCommand('createLink', false, url.trim());
      return;
    }
    document.execCommand(command);
  }

  const tools: { command: Command | 'createLink'; label: string; glyph: string }[] = [
    { command: 'bold', label: t`In đậm`, glyph: 'B' },
    { command: 'italic', label: t`In nghiêng`, glyph: 'I' },
    { command: 'underline', label: t`Gạch chân`, glyph: 'U' },
    { command: 'insertUnorderedList', label: t`Danh sách chấm`, glyph: '•' },
    { command: 'insertOrderedList', label: t`Danh sách số`, glyph: '1.' },
    { command: 'createLink', label: t`Chèn liên kết`, glyph: '🔗' },
  ];

  return (
    <div className={cx(styles.editor, invalid && styles.editorInvalid)}>
      <div className={styles.toolbar} role="toolbar" aria-label={t`Định dạng`}>
        {tools.map((tool) => (
          <button
            key={tool.command}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            title={tool.label}
            // Keeps the selection in the box while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {/* Drawn by CSS: the name is the label, and a glyph such as "1." is not text that must be in it (WCAG 2.5.3). */}
            <span aria-hidden="true" className={styles.toolGlyph} data-glyph={tool.glyph} />
          </button>
        ))}
      </div>
      <div
        ref={box}
        className={styles.editable}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        tabIndex={0}
      />
    </div>
  );
}
