import { demoManufacturers } from '@radiant/demo';
import { manufacturers, radiatorModels } from '../../db/schema.ts';
import { logoColumns } from '../../modules/manufacturers/service.ts';
import type { DemoDataSet } from '../index.ts';

/** A dozen manufacturers with generated logos, stored as an uploaded logo would be, and their radiator models. */
export const radiatorManufacturers: DemoDataSet = {
  name: 'manufacturers',
  async load(tx) {
    for (const { logo, models, ...manufacturer } of await demoManufacturers()) {
      const [row] = await tx
        .insert(manufacturers)
        .values({ ...manufacturer, ...(await logoColumns(logo)) })
        .returning({ id: manufacturers.id });
      await tx
        .insert(radiatorModels)
        .values(models.map((model) => ({ ...model, manufacturerId: row?.id ?? 0 })));
    }
  },
};
