import {
  CreateVariantGroupBody,
  VariantProductParams,
  VariantGroupAnswer,
  VariantGroupCreatedAnswer,
  VariantOptionsBody,
} from '../variants';
import { variantCalls } from './calls';
import { defineRoute } from './route';

/** Admin calls only: 401 signed out, 403 for a shopper. */
const adminErrors = [401, 403] as const;

export const variantRoutes = {
  group: defineRoute(variantCalls.group, {
    params: VariantProductParams,
    response: { 200: VariantGroupAnswer },
    errors: [...adminErrors, 404],
  }),
  /** A group made from the product: it names the option keys and gives this product's values. */
  create: defineRoute(variantCalls.create, {
    body: CreateVariantGroupBody,
    response: { 201: VariantGroupCreatedAnswer },
    errors: [...adminErrors, 404, 409],
  }),
  /** A new variant copied from the product in the path (its fields and images), with its own options. */
  add: defineRoute(variantCalls.add, {
    params: VariantProductParams,
    body: VariantOptionsBody,
    response: { 201: VariantGroupCreatedAnswer },
    errors: [...adminErrors, 404, 409],
  }),
  updateOptions: defineRoute(variantCalls.updateOptions, {
    params: VariantProductParams,
    body: VariantOptionsBody,
    response: { 200: VariantGroupCreatedAnswer },
    errors: [...adminErrors, 404, 409],
  }),
  /** Takes the product out of its group (it stays a product); the group's last member leaves with it. */
  remove: defineRoute(variantCalls.remove, {
    params: VariantProductParams,
    response: { 200: VariantGroupAnswer },
    errors: [...adminErrors, 404],
  }),
};
