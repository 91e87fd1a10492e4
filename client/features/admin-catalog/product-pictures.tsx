import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { AdminProductImages } from '#shared/catalog-admin/schemas.ts';
import { formErrorOf } from '../../ui/form/form-error.ts';
import { uploadImageUrl } from '../../ui/image-url.ts';
import { orderProductPictures, removeProductPicture, uploadProductPicture } from './admin-products-api.ts';
import styles from './admin-catalog.module.css';

type Images = AdminProductImages['images'];

/** A product's pictures: upload (PNG, JPEG, WebP up to 5 MB), move earlier or later (the first is the main picture), remove. */
export function ProductPictures({ productId, images: initial }: { productId: number; images: Images }) {
  const { t } = useLingui();
  const router = useRouter();
  const [images, setImages] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function run(change: () => Promise<AdminProductImages>) {
    setBusy(true);
    setProblem(null);
    try {
      setImages((await change()).images);
      // The history beside it lists the change.
      await router.invalidate();
    } catch (caught) {
      const { code, fields } = formErrorOf(caught);
      const key = fields.picture ?? code;
      setProblem(key === 'invalid_file_type' ? t`Hình phải là PNG, JPEG hoặc WebP.` : key === 'file_too_large' ? t`Hình tối đa 5 MB.` : t`Không lưu được hình. Vui lòng thử lại.`);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  const move = (index: number, by: -1 | 1) => {
    const order = images.map((image) => image.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + by, 0, moved!);
    void run(() => orderProductPictures(productId, order));
  };

  return (
    <section className={styles.section} aria-labelledby="product-pictures" aria-busy={busy}>
      <h2 id="product-pictures" className={styles.sectionTitle}>
        <Trans>Hình ảnh</Trans>
      </h2>
      {images.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Chưa có hình nào.</Trans>
        </p>
      ) : (
        <ol className={styles.pictures}>
          {images.map((image, index) => (
            <li key={image.id} className={styles.picture}>
              <img src={uploadImageUrl(image.id, 'medium') ?? ''} alt={index === 0 ? t`Hình chính` : t`Hình ${index + 1}`} width={112} height={112} />
              <div className={styles.pictureButtons}>
                <button type="button" className={styles.small} disabled={busy || index === 0} aria-label={t`Đưa hình ${index + 1} lên trước`} onClick={() => move(index, -1)}>
                  ←
                </button>
                <button type="button" className={styles.small} disabled={busy || index === images.length - 1} aria-label={t`Đưa hình ${index + 1} ra sau`} onClick={() => move(index, 1)}>
                  →
                </button>
                <button type="button" className={styles.small} disabled={busy} aria-label={t`Xóa hình ${index + 1}`} onClick={() => void run(() => removeProductPicture(productId, image.id))}>
                  ×
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label className={styles.form}>
        <span>
          <Trans>Thêm hình (PNG, JPEG hoặc WebP, tối đa 5 MB)</Trans>
        </span>
        <input
          ref={input}
          type="file"
          name="picture"
          accept="image/png,image/jpeg,image/webp"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void run(() => uploadProductPicture(productId, file));
          }}
        />
      </label>
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
