import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Breadcrumb, CurrentCrumb } from '../breadcrumb.tsx';

/** Home › Brands [› this brand]; the last entry is the current page. */
export function BrandBreadcrumb({ brandName }: { brandName?: string }) {
  return (
    <Breadcrumb>
      {brandName === undefined ? (
        <CurrentCrumb>
          <Trans>Thương hiệu</Trans>
        </CurrentCrumb>
      ) : (
        <>
          <li>
            <Link to="/thuong-hieu">
              <Trans>Thương hiệu</Trans>
            </Link>
          </li>
          <CurrentCrumb>{brandName}</CurrentCrumb>
        </>
      )}
    </Breadcrumb>
  );
}
