import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122061753_Initial } from './Migration20261122061753_Initial.ts';
import { Migration20261122074331_ProductGalleryAndStats } from './Migration20261122074331_ProductGalleryAndStats.ts';
import { Migration20261122080000_CatalogVersion } from './Migration20261122080000_CatalogVersion.ts';
import { Migration20261122082445_ProductBoxIndexes } from './Migration20261122082445_ProductBoxIndexes.ts';
import { Migration20261123000000_Accounts } from './Migration20261123000000_Accounts.ts';
import { Migration20261123001000_OtpCodes } from './Migration20261123001000_OtpCodes.ts';
import { Migration20261123002000_Locations } from './Migration20261123002000_Locations.ts';
import { Migration20261123002500_DeliveryAddresses } from './Migration20261123002500_DeliveryAddresses.ts';
import { Migration20261123003000_Profiles } from './Migration20261123003000_Profiles.ts';
import { Migration20261123003500_NotificationsFavorites } from './Migration20261123003500_NotificationsFavorites.ts';
import { Migration20261123005000_UserViewedProducts } from './Migration20261123005000_UserViewedProducts.ts';
import { Migration20261123006000_PcbConfiguration } from './Migration20261123006000_PcbConfiguration.ts';
import { Migration20261123006500_PcbOrders } from './Migration20261123006500_PcbOrders.ts';
import { Migration20261123007000_CartLines } from './Migration20261123007000_CartLines.ts';
import { Migration20261123008000_Orders } from './Migration20261123008000_Orders.ts';
import { Migration20261123008100_CheckoutSettings } from './Migration20261123008100_CheckoutSettings.ts';
import { Migration20261123008200_OrderFeedbacks } from './Migration20261123008200_OrderFeedbacks.ts';
import { Migration20261123008500_PaymentTransactions } from './Migration20261123008500_PaymentTransactions.ts';
import { Migration20261123009000_PcbQuoteMethods } from './Migration20261123009000_PcbQuoteMethods.ts';

/** Checked-in migrations in order (listed so the bundled server needs no folder scan). */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122061753_Initial', class: Migration20261122061753_Initial },
  { name: 'Migration20261122074331_ProductGalleryAndStats', class: Migration20261122074331_ProductGalleryAndStats },
  { name: 'Migration20261122080000_CatalogVersion', class: Migration20261122080000_CatalogVersion },
  { name: 'Migration20261122082445_ProductBoxIndexes', class: Migration20261122082445_ProductBoxIndexes },
  { name: 'Migration20261123000000_Accounts', class: Migration20261123000000_Accounts },
  { name: 'Migration20261123001000_OtpCodes', class: Migration20261123001000_OtpCodes },
  { name: 'Migration20261123002000_Locations', class: Migration20261123002000_Locations },
  { name: 'Migration20261123002500_DeliveryAddresses', class: Migration20261123002500_DeliveryAddresses },
  { name: 'Migration20261123003000_Profiles', class: Migration20261123003000_Profiles },
  { name: 'Migration20261123003500_NotificationsFavorites', class: Migration20261123003500_NotificationsFavorites },
  { name: 'Migration20261123005000_UserViewedProducts', class: Migration20261123005000_UserViewedProducts },
  { name: 'Migration20261123006000_PcbConfiguration', class: Migration20261123006000_PcbConfiguration },
  { name: 'Migration20261123006500_PcbOrders', class: Migration20261123006500_PcbOrders },
  { name: 'Migration20261123007000_CartLines', class: Migration20261123007000_CartLines },
  { name: 'Migration20261123008000_Orders', class: Migration20261123008000_Orders },
  { name: 'Migration20261123008100_CheckoutSettings', class: Migration20261123008100_CheckoutSettings },
  { name: 'Migration20261123008200_OrderFeedbacks', class: Migration20261123008200_OrderFeedbacks },
  { name: 'Migration20261123008500_PaymentTransactions', class: Migration20261123008500_PaymentTransactions },
  { name: 'Migration20261123009000_PcbQuoteMethods', class: Migration20261123009000_PcbQuoteMethods },
];
