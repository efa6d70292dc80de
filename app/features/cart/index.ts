export { CartButton } from './cart-button';
export { CartPanel } from './cart-panel';
export { ClassWhenWhere, useClassSchedule, type ClassSchedule } from './class-schedule';
