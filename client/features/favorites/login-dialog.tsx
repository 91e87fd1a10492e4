import { Trans } from '@lingui/react/macro';
import { LoginDialog as LoginPrompt } from '../../ui/login-dialog.tsx';

/** The login prompt a guest sees after trying to favourite (spec §8 "Favorite 403: login dialog"). */
export function LoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <LoginPrompt open={open} onClose={onClose}>
      <Trans>Đăng nhập để lưu sản phẩm vào danh sách yêu thích.</Trans>
    </LoginPrompt>
  );
}
