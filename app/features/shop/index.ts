export { ClassList } from './class-list';
export { refreshWorkshops, useVideos, useWorkshops, shopKeys } from './shop-data';
