import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { AVATAR_SIGNATURE_BYTES, MAX_AVATAR_BYTES, avatarFormat } from '#shared/profile/avatar.ts';
import { ApiError } from '../../api/api-error.ts';
import { AvatarImage } from './avatar-image.tsx';
import styles from './avatar-upload.module.css';
import { uploadAvatar } from './profile-api.ts';
import { useProfileErrorText } from './use-field-error-text.ts';

type UploadState = { status: 'idle' } | { status: 'uploading'; progress: number } | { status: 'error'; keys: string[] } | { status: 'done' };

/** Why a chosen file cannot be an avatar, checked before sending (the server checks again). */
async function localProblem(file: File): Promise<string | null> {
  if (file.size > MAX_AVATAR_BYTES) return 'max_avatar_size';
  const head = new Uint8Array(await file.slice(0, AVATAR_SIGNATURE_BYTES).arrayBuffer());
  return avatarFormat(head) ? null : 'invalid_avatar_type';
}

interface AvatarUploadProps {
  avatar: string | null;
  name: string;
  /** Called with the new avatar path after a successful upload. */
  onUploaded: (avatar: string) => void;
}

/**
 * The avatar with a "change picture" control (spec §5: PNG or JPEG, at most 1,000,000 bytes; §8:
 * failure shows 'Đã xảy ra lỗi, vui lòng thử lại sau!' or the size message). Shows upload
 * progress; the file input is a real, labelled control reachable by keyboard.
 */
export function AvatarUpload({ avatar, name, onUploaded }: AvatarUploadProps) {
  const errorText = useProfileErrorText();
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await localProblem(file);
    if (problem) {
      setState({ status: 'error', keys: [problem] });
      return;
    }
    setState({ status: 'uploading', progress: 0 });
    try {
      const answer = await uploadAvatar(file, (progress) => setState({ status: 'uploading', progress }));
      setState({ status: 'done' });
      onUploaded(answer.avatar);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'error';
      setState({ status: 'error', keys: [code] });
    }
  }

  const uploading = state.status === 'uploading';
  const percent = uploading ? Math.round(state.progress * 100) : 0;

  return (
    <div className={styles.wrap}>
      <div className={styles.picture} aria-busy={uploading || undefined}>
        <AvatarImage avatar={avatar} name={name} size={112} />
        {uploading && <span className={styles.spinner} aria-hidden="true" />}
      </div>
      <div className={styles.controls}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="file"
          name="avatar"
          accept="image/png,image/jpeg"
          disabled={uploading}
          aria-describedby={statusId}
          onChange={(event) => void onChange(event)}
        />
        <label htmlFor={inputId} className={styles.button} aria-disabled={uploading || undefined}>
          {avatar ? <Trans>Đổi ảnh đại diện</Trans> : <Trans>Tải ảnh đại diện</Trans>}
        </label>
        <div id={statusId} className={styles.status} aria-live="polite">
          {uploading && (
            <>
              <progress className={styles.progress} max={100} value={percent} />
              <span>
                <Trans>Đang tải lên… {percent}%</Trans>
              </span>
            </>
          )}
          {state.status === 'error' && (
            <span className={styles.error} role="alert">
              {errorText(state.keys)}
            </span>
          )}
          {state.status === 'done' && (
            <span className={styles.success}>
              <Trans>Đã cập nhật ảnh đại diện</Trans>
            </span>
          )}
          {state.status === 'idle' && (
            <span className={styles.hint}>
              <Trans>PNG hoặc JPEG, tối đa 1 MB</Trans>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
