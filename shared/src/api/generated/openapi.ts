// Generated from the server's OpenAPI document (GET /api/v3/openapi.json, built from the route schemas in
// server/src). Do not edit: change the route schemas and run `npm run generate:api-types` at the repository root.
// The server's tests fail while this file is stale. Named aliases for the client live in shared/src/api/types.ts.

export interface paths {
    "/api/v3": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API entry point */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/access_tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's API tokens */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["AccessToken"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create an API token (the token is shown once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: date-time */
                        expiresAt?: string | null;
                        name: string;
                    };
                };
            };
            responses: {
                /** @description The new token, with `token` (shown this once). */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AccessToken"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/access_tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit an activity's comment (its author only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        internal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/activities/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity's attachments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Attachment"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach a file to an activity (edit_work_packages or add_work_package_notes)
         * @description multipart/form-data with a part `file` (the bytes; its type is detected from the content) and optionally a part `metadata` holding JSON `{ "fileName": "report.pdf", "description": { "raw": "..." } }` (fileName defaults to the file part's filename). Over ATTACHMENT_MAX_SIZE: 413 naming `file`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attachment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/activities/{id}/emoji_reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An activity's emoji reactions (empty when there are none) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["EmojiReaction"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Toggle the caller's reaction to an activity (add_work_package_notes); answers the activity's reactions */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of thumbs_up, thumbs_down, grinning_face_with_smiling_eyes, confused_face, heart, party_popper, rocket, eyes. */
                        reaction: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["EmojiReaction"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        /** Toggle the caller's reaction to an activity (add_work_package_notes); answers the activity's reactions */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description One of thumbs_up, thumbs_down, grinning_face_with_smiling_eyes, confused_face, heart, party_popper, rocket, eyes. */
                        reaction: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["EmojiReaction"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/admin/dashboard/activity-stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest journals of every project (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description Entries (default 20; over 100 is clamped). */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardActivityStream"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/executive-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Executive summary: users, projects and work package totals (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardSummary"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/health-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What needs attention, worst first (live) (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardHealthAlerts"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/hierarchy-summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects by their place in the hierarchy (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardHierarchySummary"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/managers-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Managers list: search, field:order sort, filters, paging (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description Not recorded: a 400. */
                    department?: string;
                    /** @description Not recorded: a 400. */
                    location?: string;
                    /** @description Not recorded per person: a 400. */
                    maxBudgetUtilization?: string;
                    maxEfficiency?: string;
                    maxProjects?: string;
                    /** @description Not recorded per person: a 400. */
                    minBudgetUtilization?: string;
                    minEfficiency?: string;
                    minProjects?: string;
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Rows per page (default 20; over 100 is clamped to 100). */
                    pageSize?: number;
                    /** @description Comma-separated global roles (admin, manager, member); default manager,admin. */
                    role?: string;
                    /** @description Part of the name or email. */
                    search?: string;
                    /** @description field:order with field one of name, email, status, role, totalProjects, totalWorkPackages, completedWorkPackages, overdueWorkPackages, completionRate, engagementScore, efficiency, lastLoginAt, lastActivity; order asc or desc. */
                    sort?: string;
                    /** @description active and/or locked, comma-separated. */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardManagers"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Parent projects with figures rolled up over every sub-project, paginated (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Rows per page (default 20; over 100 is clamped to 100). */
                    pageSize?: number;
                    /** @description Part of the name, email or identifier (case-insensitive). */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentProjects"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A parent project: rolled-up totals and every project of its tree (404 when it has no sub-projects) (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentProject"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects/{id}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The milestones (versions) of a parent project and every sub-project (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentMilestones"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects/{id}/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hours and utilisation of the people of a parent project (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description One of 7_days, 30_days, 90_days, 180_days, 365_days (default 30_days); another is a 400. */
                    range?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentResources"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily created, closed and hours of a parent project, and the span of each of its projects (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description One of 7_days, 30_days, 90_days, 180_days, 365_days (default 30_days); another is a 400. */
                    range?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentTimeline"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects/{id}/work-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The work packages of a parent project and every sub-project, paginated (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Rows per page (default 20; over 100 is clamped to 100). */
                    pageSize?: number;
                    /** @description One of all, open, closed, overdue (default all); another is a 400. */
                    state?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentWorkItems"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/parent-projects/comparison": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Top-level parent projects side by side, with the averages (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardParentComparison"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery over a range: closings, on-time rate and cycle time, per project (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description One of 7_days, 30_days, 90_days, 180_days, 365_days (default 30_days); another is a 400. */
                    range?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardPerformance"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects table with their figures, paginated (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Rows per page (default 20; over 100 is clamped to 100). */
                    pageSize?: number;
                    /** @description Part of the name, email or identifier (case-insensitive). */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardProjects"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/quality-risk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Overdue and blocked work, at-risk milestones, sprints in trouble (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardQualityRisk"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/quick-actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the quick actions lead (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardQuickActions"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Hours and utilisation by person (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description One of 7_days, 30_days, 90_days, 180_days, 365_days (default 30_days); another is a 400. */
                    range?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardResources"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Record counts: how many of each kind, and how many are new (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardStats"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/system-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database, jobs, event bus and process health (live, not cached) (administrators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardSystemHealth"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Daily created, closed, hours and active users over a range (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description One of 7_days, 30_days, 90_days, 180_days, 365_days (default 30_days); another is a 400. */
                    range?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardTrends"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users table, paginated (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Rows per page (default 20; over 100 is clamped to 100). */
                    pageSize?: number;
                    /** @description Part of the name, email or identifier (case-insensitive). */
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardUsers"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/dashboard/work-analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Throughput, cycle time and overdue from the journals (administrators) */
        get: {
            parameters: {
                query?: {
                    /** @description One of 7_days, 30_days, 90_days, 180_days, 365_days (default 30_days); another is a 400. */
                    range?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AdminDashboardWorkAnalytics"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/github/organization/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The GitHub figures of every connected repository, for the admin dashboard (administrators), from the stored pull requests (no GitHub call) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubOrganizationStats"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/admin/github/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The GitHub integration settings (admins; secrets only as whether they are set) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the GitHub integration settings (admins; fields set by the environment are read-only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description null: https://api.github.com. GitHub Enterprise Server: https://HOST/api/v3. */
                        apiUrl?: string | null;
                        appId?: string | null;
                        installationId?: string | null;
                        organization?: string | null;
                        /** @description Write-only (PEM): stored encrypted, never answered. null or "" removes it. */
                        privateKey?: string | null;
                        /** @description Write-only: stored encrypted, never answered. */
                        token?: string | null;
                        /** @description Write-only: stored encrypted, never answered. */
                        webhookSecret?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubSettings"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/admin/github/settings/test_connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Call GitHub with the current settings (admins): the organization, or the reason it failed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubConnectionTest"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/analyze-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An analysis of a work package: summary, risks, suggestions (who sees it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        taskId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiTaskAnalysis"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/autocomplete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a text, streamed as server-sent events: `event: token` with `{"text"}` pieces, then `event: done` with `{"provider"}`; a failure after the first token is `event: error` with `{"code","message"}`, before it a normal error answer. Who may edit the document (documentId) or write in the project. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        documentId?: number;
                        projectId: number;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description The completion stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/generate-subtasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subtask drafts for a parent task (add_work_packages; the parent visible and in the project) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parentTaskId: number;
                        projectId: number;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiTaskDraftList"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/generate-task": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A task draft from a text (add_work_packages); an unusable answer is a fallback draft (fallback: true, code PARSING_ERROR) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        parentTaskId?: number;
                        projectId: number;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiTaskDraft"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether AI is on, configured and available, with each provider's last health check (anyone signed in; ?projectId adds projectEnabled) */
        get: {
            parameters: {
                query?: {
                    projectId?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiHealth"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The AI providers (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The AI providers in the order they are tried (environment first). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiProviderCollection"];
                    };
                };
            };
        };
        put?: never;
        /** Add an AI provider (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Write-only: stored encrypted, never answered (hasApiKey). null or "" removes it. */
                        apiKey?: string | null;
                        /** @description null: the kind's public API. */
                        baseUrl?: string | null;
                        enabled?: boolean;
                        /** @description One of openai, anthropic. */
                        kind?: string;
                        maxTokens?: number;
                        model?: string;
                        name?: string;
                        position?: number;
                        temperature?: number;
                        timeoutMs?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiProvider"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An AI provider (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiProvider"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove an AI provider (admins; the environment's are read-only, 403) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change an AI provider (admins; the environment's are read-only, 403) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Write-only: stored encrypted, never answered (hasApiKey). null or "" removes it. */
                        apiKey?: string | null;
                        /** @description null: the kind's public API. */
                        baseUrl?: string | null;
                        enabled?: boolean;
                        /** @description One of openai, anthropic. */
                        kind?: string;
                        maxTokens?: number;
                        model?: string;
                        name?: string;
                        position?: number;
                        temperature?: number;
                        timeoutMs?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiProvider"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/ai/providers/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an AI provider's health now (admins): the provider with its new status */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiProvider"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The global AI settings (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the global AI settings (admins) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled?: boolean;
                        logPrompts?: boolean;
                        rateLimitPerMinute?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiSettings"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/ai/task-recommendations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What to work on next in a project, from its open work packages (view_work_packages) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        projectId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiTaskRecommendations"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/ai/tasks-from-text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Task drafts from a passage of text, such as a selection in a document (add_work_packages) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        projectId: number;
                        text?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["AiTaskDraftList"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attachment"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete an attachment (its author, or who may edit its work package or document, or a forum moderator) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/attachments/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An attachment's file (Content-Disposition attachment; inline for images and PDF) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description Not modified: the If-None-Match tag is current */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/backlogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The backlogs of the first 30 projects (by name) the caller may read, a few stories each */
        get: {
            parameters: {
                query?: {
                    /** @description Stories per backlog (default 20, at most 5000). */
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["OrganizationBacklogs"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on the work package named by _links.commentable */
        post: {
            parameters: {
                query?: {
                    /** @description Accepted (Tessera sends no mail). */
                    notify?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links: {
                            commentable: {
                                href?: string | null;
                            };
                        };
                        content: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/cost_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log costs on a work package (log_costs; for another user edit_cost_entries) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            costType?: {
                                href?: string | null;
                            };
                            entity?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                            workPackage?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        overriddenCosts?: number | null;
                        spentOn?: string | null;
                        spentUnits?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CostEntry"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/cost_entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cost entry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CostEntry"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a cost entry (as for changing it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a cost entry (edit_cost_entries, or log_costs for one's own) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            costType?: {
                                href?: string | null;
                            };
                            entity?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                            workPackage?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        overriddenCosts?: number | null;
                        spentOn?: string | null;
                        spentUnits?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CostEntry"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/cost_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cost types by position (rates for holders of view_cost_rates) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["CostType"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/cost_types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A cost type */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CostType"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work packages by status, type and priority (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyAnalytics"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/comprehensive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every section in one answer (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyComprehensive"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects, team performance and milestones as CSV or XLSX (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: {
                    /** @description One of csv, xlsx (default csv); another is a 400. */
                    format?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (Content-Disposition attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health score per project (spec 002 §9) (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyHealth"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Milestones (versions) of the projects with their health (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyMilestones"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Projects, members and work package totals (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyOverview"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/performance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Completed, overdue and hours per member and per project (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyPerformance"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pull requests awaiting review and work packages in a review status (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyReviews"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of the projects with their roles and projects (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyTeams"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/dashboard/faculty/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Created and closed work packages per week or month (managers and administrators, own projects) */
        get: {
            parameters: {
                query?: {
                    /** @description Number of periods: 1-52 weeks (default 12) or 1-24 months (default 6); another is a 400. */
                    duration?: string;
                    /** @description week (default) or month; another is a 400. */
                    period?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FacultyTrends"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/document_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document categories (global; one is the default) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["DocumentCategory"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/document_categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document category */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentCategory"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/document_comment_threads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A comment thread with its comments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentCommentThread"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Resolve or reopen a thread (its author, or who may edit the document; lockVersion required, 409 when stale) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lockVersion?: number;
                        resolved?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentCommentThread"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/document_comment_threads/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to an open thread (as starting one; a resolved thread must be reopened first) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentComment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/document_comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One comment of a thread */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentComment"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The documents of every project where the caller may view documents, without their content (filters: category (=, !), search (**, ~: title or text), updated_at and created_at (<>d, >=, <=, >t-, <t-); sortBy id, title, created_at, updated_at (default updated_at desc); and project (=, !)) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Document"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a document in _links.project (manage_documents there): title, content or description.raw, _links.category (default: the default category) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            category?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        content?: Record<string, never>;
                        description?: {
                            format?: string;
                            html?: string;
                            raw: string;
                        };
                        lockVersion?: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document with its content (the editor's JSON) and its text and sanitised HTML */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a document (manage_documents) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a document (manage_documents; lockVersion required, 409 when stale; content over DOCUMENT_MAX_BYTES is a 413) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            category?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        content?: Record<string, never>;
                        description?: {
                            format?: string;
                            html?: string;
                            raw: string;
                        };
                        lockVersion?: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/documents/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's attachments (who may view the document) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Attachment"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach a file to a document, e.g. an image of its content (who may edit the document)
         * @description multipart/form-data with a part `file` (the bytes; its type is detected from the content) and optionally a part `metadata` holding JSON `{ "fileName": "report.pdf", "description": { "raw": "..." } }` (fileName defaults to the file part's filename). Over ATTACHMENT_MAX_SIZE: 413 naming `file`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attachment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/backlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What refers to a document (tasks by #id or URL in a description or comment, documents by a link): only sources the caller may see, tasks first */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Backlink"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/comment_threads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's comment threads, oldest first, each with all its comments (who may view the document) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A document's comment threads; `_links.createThread` when the caller may start one. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentCommentThreadCollection"];
                    };
                };
            };
        };
        put?: never;
        /** Start a comment thread on selected text: quote and the first comment (anyone who may view the document, while the project's documentCommentsEnabled is on) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        quote?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentCommentThread"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shares of a document (whoever sees the document), by the recipients' names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Share"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Share a document with a user: permissionLevel (view, edit, manage) and _links.user. Sharing again with the same user changes the level (200); a new share is a 201. Only who may share it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            user?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        permissionLevel?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a share of a document (only who may share it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    shareId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A document's history: its versions (journals: who, when, what changed), newest first */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["DocumentVersion"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/versions/{version}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of a document: who changed what, and the title and content as they stood then */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    version: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentVersion"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a version's content as a new version (manage_documents; an optional lockVersion is checked, 409 when stale) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    version: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        lockVersion?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/work_packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The work packages linked to a document (whoever sees the document; only work packages they may see), oldest link first */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["DocumentWorkPackage"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Link a work package to a document (who may edit the document, and sees the work package); linking it again changes nothing */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            workPackage?: {
                                href: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DocumentWorkPackage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/{id}/work_packages/{workPackageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink a work package from a document (who may edit the document) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    workPackageId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/documents/shared_with_me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Documents shared with the caller, without those they wrote, with their permission level; most recently changed first */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["SharedDocument"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/emoji_reactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One emoji reaction of an activity ({activityId}-{reaction}) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EmojiReaction"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: what changed in the named projects (ids only; refetch what you show)
         * @description text/event-stream. Each `message` event carries `{ id, type, projectId, workPackageId, lockVersion?, activityId?, actorId, tabId?, at }` (version.created|updated|deleted: `versionId` instead of the work package fields; document.created|updated|deleted: `documentId` and lockVersion, delivered to those with view_documents; forum.created|updated|deleted: `forumId`, forum_message.created|updated|deleted: `forumId`, `topicId`, `messageId`, forum.typing: `forumId`, `topicId`, `actorName`, delivered to those with view_forums); a `resync` event means events may have been missed. Heartbeat comments every 15 s. See docs/api.md "Live updates".
         */
        get: {
            parameters: {
                query?: {
                    /** @description Comma-separated project ids (at most 50). */
                    projects?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/events/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events: the signed-in user's own events (their notifications)
         * @description text/event-stream. Each `message` event carries `{ id, type, userId, notificationId?, actorId, tabId?, at }`: `notification.created` (a notification for you: refetch the unread count and the list) and `notification.read` (one, named by notificationId, or several, none named, were marked read or unread). Only the recipient receives them. A `resync` event means events may have been missed. Heartbeat comments every 15 s.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The event stream */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/forum_categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The topic categories (global; 'General' first, the default) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["ForumCategory"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/forum_categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A topic category */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumCategory"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/forums/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A forum with its counts, the caller's unread count and its last message */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Forum"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a forum (moderate_forums); 409 while it has topics */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a forum (moderate_forums): name 1 to 255 characters, description up to 1000, position 0 or more */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name?: string | null;
                        position?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Forum"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/forums/{id}/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's draft of a new topic in the forum (or, with topic, of a reply to it); 404 when none */
        get: {
            parameters: {
                query?: {
                    topic?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumDraft"];
                    };
                };
            };
        };
        /** Keep the caller's draft of a new topic (or, with topic, of a reply); posting it deletes it */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: Record<string, never> | null;
                        subject?: string | null;
                        /** @description The topic a reply draft belongs to; absent or null: a new topic. */
                        topic?: number | null;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Discard the caller's draft */
        delete: {
            parameters: {
                query?: {
                    topic?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/forums/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A forum's topics and replies, newest first */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: (components["schemas"]["ForumTopic"] | components["schemas"]["ForumMessage"])[];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/forums/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every message of the forum read for the caller ('Mark all read') */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/forums/{id}/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A forum's topics, 20 a page: sticky first, then the sort; q searches the topics and their replies (full text) */
        get: {
            parameters: {
                query?: {
                    author?: number;
                    category?: number;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description Full text: every word (English stemming; the last word also as a prefix). */
                    q?: string;
                    /** @description latest (default: newest activity), popular (replies), unanswered (no replies, newest first), views. */
                    sortBy?: "latest" | "popular" | "unanswered" | "views";
                    /** @description all (default), open (not locked), locked, pinned (sticky), unread (the topic or a reply unread), followed. */
                    status?: "all" | "open" | "locked" | "pinned" | "unread" | "followed";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["ForumTopic"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Start a topic (add_messages): subject 3 to 255, content 10 to 10,000 characters of text; sticky and locked for moderators */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            category?: {
                                href?: string | null;
                            };
                        };
                        content?: Record<string, never> | null;
                        locked?: boolean;
                        sticky?: boolean;
                        subject?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumTopic"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/github_pull_requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A pull request (view_github in a project its repository is connected to) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubPullRequest"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/groups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group with its users */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Group"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/hourly_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a rate from a day on (project: edit_hourly_rates; default: administrators) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                        };
                        rate?: number | null;
                        validFrom?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HourlyRate"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/hourly_rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An hourly rate */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HourlyRate"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a rate */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a rate or its first day */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                        };
                        rate?: number | null;
                        validFrom?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HourlyRate"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/job_statuses/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The status of a background job (only for the user who started it, and admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    jobId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStatus"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible memberships (filters: project, principal; sortBy: id, name, createdAt, updatedAt) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Membership"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Add a user or group to a project with roles (manage_members) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            principal?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            roles?: {
                                href?: string | null;
                            }[];
                        };
                        _meta?: Record<string, never>;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Membership"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/memberships/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A membership */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Membership"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Remove a membership and its roles (manage_members; not one's own membership) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Replace a membership's roles (manage_members; not one's own membership) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            principal?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            roles?: {
                                href?: string | null;
                            }[];
                        };
                        _meta?: Record<string, never>;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Membership"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/memberships/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenProject's schema of a membership: its properties, which are writable, where links are chosen from */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the topics and replies of every forum the caller may read, newest first */
        get: {
            parameters: {
                query?: {
                    author?: number;
                    category?: number;
                    /** @description A day (YYYY-MM-DD) or ISO 8601 time: created at or after. */
                    dateFrom?: string;
                    /** @description A day (inclusive) or ISO 8601 time: created at or before. */
                    dateTo?: string;
                    forum?: number;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    project?: number;
                    /** @description Full text: every word (English stemming; the last word also as a prefix). */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: (components["schemas"]["ForumTopic"] | components["schemas"]["ForumMessage"])[];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A topic or a reply */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumTopic"] | components["schemas"]["ForumMessage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a topic (with its replies) or a reply: its author within 15 minutes (not in a locked topic) or a moderator */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a topic or reply: its author within 15 minutes (not in a locked topic) or a moderator; pin, lock and move for moderators */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            category?: {
                                href?: string | null;
                            };
                            forum?: {
                                href?: string | null;
                            };
                        };
                        content?: Record<string, never> | null;
                        locked?: boolean;
                        sticky?: boolean;
                        subject?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumTopic"] | components["schemas"]["ForumMessage"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/messages/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A forum message's attachments (who may read the message) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Attachment"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach a file to a forum topic or reply (its author while they may edit it, or a moderator)
         * @description multipart/form-data with a part `file` (the bytes; its type is detected from the content) and optionally a part `metadata` holding JSON `{ "fileName": "report.pdf", "description": { "raw": "..." } }` (fileName defaults to the file part's filename). Over ATTACHMENT_MAX_SIZE: 413 naming `file`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attachment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/messages/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A topic's replies, oldest first; the replies answered are read afterwards (the answer says which were new) */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["ForumMessage"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first (filters readIAN, reason, project, resourceId, resourceType, id; sortBy id, reason, readIAN, createdAt) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Notification"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's notifications (404 for anyone else's) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Notification"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications/{id}/read_ian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller's notifications read */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications/{id}/unread_ian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the caller's notifications unread */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications/read_ian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every one of the caller's notifications the filters match read */
        post: {
            parameters: {
                query?: {
                    /** @description JSON filters: id, project, reason, resourceId, resourceType. */
                    filters?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/notifications/unread_ian": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark every one of the caller's notifications the filters match unread */
        post: {
            parameters: {
                query?: {
                    /** @description JSON filters: id, project, reason, resourceId, resourceType. */
                    filters?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/principals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users and groups (filters: type, name, status, member; sortBy: id, name) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Principal"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/priorities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work package priorities by position (plain collection) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Priority"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/priorities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package priority */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Priority"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/project_statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project status (on_track, at_risk, off_track, not_started, finished, discontinued) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible projects (filters: active, status, name_and_identifier, name, public, templated, parent_id, id, principal, created_at, updated_at) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Project"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a project (admins and managers; a sub-project needs add_subprojects in its parent) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            parent?: {
                                href: string | null;
                            };
                            status?: {
                                href: string | null;
                            };
                        };
                        active?: boolean;
                        aiEnabled?: boolean;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        documentCommentsEnabled?: boolean;
                        enabledModules?: string[];
                        identifier?: string;
                        name?: string;
                        public?: boolean;
                        statusExplanation?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        templated?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project, with its first memberships and the caller's membership */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a project with its sub-projects and their memberships (delete_project) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a project (edit_project; active needs archive_project; identifier is read-only) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            parent?: {
                                href: string | null;
                            };
                            status?: {
                                href: string | null;
                            };
                        };
                        active?: boolean;
                        aiEnabled?: boolean;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        documentCommentsEnabled?: boolean;
                        enabledModules?: string[];
                        identifier?: string;
                        name?: string;
                        public?: boolean;
                        statusExplanation?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        templated?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Project"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/projects/{id}/available_types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every type with enabled, is_default (the project default) and in_use (work packages of the project have it) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["AvailableType"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Set the enabled types and the default (manage_types): at least one stays enabled, types in use stay enabled */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        default_type_id?: number;
                        type_ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["AvailableType"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/projects/{id}/backlogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's product backlog and one backlog per open sprint, in story order, with points, velocity and the caller's permissions */
        get: {
            parameters: {
                query?: {
                    /** @description Stories per backlog (default 500, at most 5000). */
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Backlogs"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/backlogs/stories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a story in a backlog (a work package), at a place in the list or at its end */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        assignee?: number | null;
                        description?: string;
                        /** @description The 0-based place in the target backlog; the end without it. */
                        position?: number;
                        storyPoints?: number | null;
                        subject: string;
                        type?: number;
                        version?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Story"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/budget": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's budget with its actuals (money for view_budgets / view_cost_rates, else hours only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Budget"];
                    };
                };
            };
        };
        /** Set a project's planned costs (edit_budgets; lockVersion once it exists) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string;
                        lockVersion?: number;
                        plannedLabourCost?: unknown;
                        plannedMaterialCost?: unknown;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Budget"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's work package categories (OpenProject's path; Tessera has no categories, so the list is empty) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["HalResource"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a project in a background job (copy_projects in the source, and the right to create the copy where it goes): 302 to the job status, with the JobStatus as body */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            parent?: {
                                href: string | null;
                            };
                            status?: {
                                href: string | null;
                            };
                        };
                        _meta?: {
                            copyBoards?: boolean;
                            copyCategories?: boolean;
                            copyDocuments?: boolean;
                            copyFileLinks?: boolean;
                            copyForums?: boolean;
                            copyMembers?: boolean;
                            copyOverview?: boolean;
                            copyQueries?: boolean;
                            copyStorageProjectFolders?: boolean;
                            copyStorages?: boolean;
                            copyVersions?: boolean;
                            copyWiki?: boolean;
                            copyWikiPageAttachments?: boolean;
                            copyWorkPackageAttachments?: boolean;
                            copyWorkPackages?: boolean;
                            copyWorkPackageShares?: boolean;
                            sendNotifications?: boolean;
                        };
                        aiEnabled?: boolean;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        documentCommentsEnabled?: boolean;
                        enabledModules?: string[];
                        identifier?: string;
                        name?: string;
                        public?: boolean;
                        statusExplanation?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The JobStatus of the copy; Location names it */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["JobStatus"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/copy/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate a copy of a project without starting it (Form with payload, schema of the copy flags, validationErrors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            parent?: {
                                href: string | null;
                            };
                            status?: {
                                href: string | null;
                            };
                        };
                        _meta?: {
                            copyBoards?: boolean;
                            copyCategories?: boolean;
                            copyDocuments?: boolean;
                            copyFileLinks?: boolean;
                            copyForums?: boolean;
                            copyMembers?: boolean;
                            copyOverview?: boolean;
                            copyQueries?: boolean;
                            copyStorageProjectFolders?: boolean;
                            copyStorages?: boolean;
                            copyVersions?: boolean;
                            copyWiki?: boolean;
                            copyWikiPageAttachments?: boolean;
                            copyWorkPackageAttachments?: boolean;
                            copyWorkPackages?: boolean;
                            copyWorkPackageShares?: boolean;
                            sendNotifications?: boolean;
                        };
                        aiEnabled?: boolean;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        documentCommentsEnabled?: boolean;
                        enabledModules?: string[];
                        identifier?: string;
                        name?: string;
                        public?: boolean;
                        statusExplanation?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjectCopyForm"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/costs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's time and cost entries with filters, sums and optional grouping (money for view_budgets / view_cost_rates) */
        get: {
            parameters: {
                query?: {
                    activityId?: number;
                    costTypeId?: number;
                    from?: string;
                    groupBy?: "user" | "activity" | "cost_type" | "work_package" | "week" | "month";
                    kind?: "all" | "time" | "cost";
                    offset?: number;
                    pageSize?: number;
                    to?: string;
                    userId?: number;
                    workPackageId?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CostsReport"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's documents, without their content (filters: category (=, !), search (**, ~: title or text), updated_at and created_at (<>d, >=, <=, >t-, <t-); sortBy id, title, created_at, updated_at (default updated_at desc)) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Document"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a document in the project (as POST /documents, the project from the path) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            category?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        content?: Record<string, never>;
                        description?: {
                            format?: string;
                            html?: string;
                            raw: string;
                        };
                        lockVersion?: number;
                        title?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Document"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/finance_settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's currency, locale and default hourly rate */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a project's finance settings (edit_project) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currency?: string;
                        defaultHourlyRate?: unknown;
                        locale?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceSettings"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/projects/{id}/finance/breakdown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's hours and costs by user, activity, cost type, task or period (paginated) */
        get: {
            parameters: {
                query?: {
                    by?: "user" | "activity" | "costType" | "task" | "period";
                    /** @description First day (YYYY-MM-DD) of a custom period. */
                    from?: string;
                    /** @description Weeks (Monday first) or calendar months; by default weeks up to 92 days, months beyond. */
                    interval?: "week" | "month";
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Groups per page (at most 1000). */
                    pageSize?: number;
                    /** @description 7d, 30d (the default), 3m (three months), or custom (needs from and to). from/to alone mean custom. */
                    period?: "7d" | "30d" | "3m" | "custom";
                    /** @description Last day (YYYY-MM-DD, included) of a custom period; at most 5 years after from. */
                    to?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceBreakdown"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/finance/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The summary, a breakdown or the entries of a period as CSV or XLSX (streamed) */
        get: {
            parameters: {
                query?: {
                    by?: "user" | "activity" | "costType" | "task" | "period";
                    format?: "csv" | "xlsx";
                    /** @description First day (YYYY-MM-DD) of a custom period. */
                    from?: string;
                    /** @description Weeks (Monday first) or calendar months; by default weeks up to 92 days, months beyond. */
                    interval?: "week" | "month";
                    /** @description 7d, 30d (the default), 3m (three months), or custom (needs from and to). from/to alone mean custom. */
                    period?: "7d" | "30d" | "3m" | "custom";
                    /** @description Last day (YYYY-MM-DD, included) of a custom period; at most 5 years after from. */
                    to?: string;
                    view?: "summary" | "breakdown" | "entries";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The file (Content-Disposition attachment) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                        "text/csv": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/finance/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's hours and costs over a period, with the top 5 contributors and activities (view_time_entries) */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD) of a custom period. */
                    from?: string;
                    /** @description 7d, 30d (the default), 3m (three months), or custom (needs from and to). from/to alone mean custom. */
                    period?: "7d" | "30d" | "3m" | "custom";
                    /** @description Last day (YYYY-MM-DD, included) of a custom period; at most 5 years after from. */
                    to?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceSummary"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/finance/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's spending and hours per week or month, its budget burn and a linear forecast */
        get: {
            parameters: {
                query?: {
                    /** @description First day (YYYY-MM-DD) of a custom period. */
                    from?: string;
                    /** @description Weeks (Monday first) or calendar months; by default weeks up to 92 days, months beyond. */
                    interval?: "week" | "month";
                    /** @description 7d, 30d (the default), 3m (three months), or custom (needs from and to). from/to alone mean custom. */
                    period?: "7d" | "30d" | "3m" | "custom";
                    /** @description Last day (YYYY-MM-DD, included) of a custom period; at most 5 years after from. */
                    to?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["FinanceTrends"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Validate changes to a project without saving them (Form with payload and validationErrors) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            parent?: {
                                href: string | null;
                            };
                            status?: {
                                href: string | null;
                            };
                        };
                        active?: boolean;
                        aiEnabled?: boolean;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        documentCommentsEnabled?: boolean;
                        enabledModules?: string[];
                        identifier?: string;
                        name?: string;
                        public?: boolean;
                        statusExplanation?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        templated?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/forums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's forums (view_forums; 403 when the Forums module is switched off), 30 a page */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description position (default), name, updatedAt or lastMessage (forums without messages last). */
                    sortBy?: "position" | "name" | "updatedAt" | "lastMessage";
                    /** @description Default: asc for position and name, desc for updatedAt and lastMessage. */
                    sortOrder?: "asc" | "desc";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Forum"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a forum (moderate_forums): name 3 to 99 characters, unique in the project whatever the case (409); description up to 500 */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        description?: string | null;
                        name?: string | null;
                        position?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Forum"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/github/repositories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's connected repositories (view_github) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubRepositoryCollection"];
                    };
                };
            };
        };
        put?: never;
        /** Connect a repository of the organization to the project (edit_project); its pull requests are imported by a job (_links.backfillJob) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description owner/name of a repository of the configured organization. */
                        fullName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubRepository"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/github/repositories/{repositoryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a repository connection (edit_project); the repository on GitHub is never touched */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    repositoryId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/github/repositories/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a repository in the organization through the GitHub App and connect it, created via app (edit_project; only for a project without a repository: 409 otherwise). GitHub's refusal (a taken name) is a 422 naming the field with GitHub's reason; its pull requests are imported by a job (_links.backfillJob) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 350 characters. */
                        description?: string | null;
                        /** @description Create it with a README (default true). */
                        initializeWithReadme?: boolean;
                        /** @description The repository's name in the organization (letters, digits, '.', '-', '_'; at most 100). */
                        name: string;
                        /** @description Make it a template repository (default false). */
                        template?: boolean;
                        /** @description 'private' (the default) or 'public'. */
                        visibility?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubRepository"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/github/repositories/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organization's repositories, to connect one (edit_project; calls GitHub, conditionally) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubOrganizationRepositories"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/github/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's GitHub rules (view_github): _links.mergedStatus, the status a linked work package gets when its pull request is merged */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubProjectSettings"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change the project's GitHub rules (edit_project); applied in the name of who set them */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            mergedStatus?: {
                                href?: string | null;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubProjectSettings"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/projects/{id}/github/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The project's GitHub statistics (view_github), from the stored pull requests (no GitHub call); includeChildren adds the descendant projects the caller may see */
        get: {
            parameters: {
                query?: {
                    /** @description Aggregate the project's descendants whose GitHub content the caller may see. */
                    includeChildren?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubProjectStats"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/memberships": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's memberships (404 for an invisible project; empty when its members are not visible) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Membership"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The milestones (versions) of a project and of the sub-projects whose work packages the caller sees, by due date (filters health, status: =, !) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Milestone"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's sprint analytics: overview, every sprint's figures and commitment, velocity of the last six finished sprints */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjectSprintStatistics"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The types a project enables (view_work_packages or manage_types; 404 otherwise) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Type"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The versions (sprints) usable in a project, its own and those shared into it, by start date then name (filters: status (=, !), name (~), sharing (=, !)) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Version"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/work_packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A project's work packages (same query as GET /work_packages) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description Comma separated properties to include, e.g. total,elements/id,elements/subject,elements/status (links by name). */
                    select?: string;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: (components["schemas"]["WorkPackage"] | components["schemas"]["WorkPackageSelection"])[];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count?: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a work package in the project (add_work_packages) */
        post: {
            parameters: {
                query?: {
                    /** @description OpenProject's mail switch; accepted (Tessera sends no mail). */
                    notify?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            assignee?: {
                                href?: string | null;
                            };
                            parent?: {
                                href?: string | null;
                            };
                            priority?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            responsible?: {
                                href?: string | null;
                            };
                            status?: {
                                href?: string | null;
                            };
                            type?: {
                                href?: string | null;
                            };
                            version?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        dueDate?: string | null;
                        estimatedTime?: string | null;
                        lockVersion?: number;
                        percentageDone?: number | null;
                        position?: number;
                        remainingTime?: string | null;
                        startDate?: string | null;
                        storyPoints?: number | null;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkPackage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/projects/{id}/work_packages/form": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a create body in the project (the project's createWorkPackage link): 200 Form, nothing saved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            assignee?: {
                                href?: string | null;
                            };
                            parent?: {
                                href?: string | null;
                            };
                            priority?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            responsible?: {
                                href?: string | null;
                            };
                            status?: {
                                href?: string | null;
                            };
                            type?: {
                                href?: string | null;
                            };
                            version?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        dueDate?: string | null;
                        estimatedTime?: string | null;
                        lockVersion?: number;
                        percentageDone?: number | null;
                        position?: number;
                        remainingTime?: string | null;
                        startDate?: string | null;
                        storyPoints?: number | null;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Roles (project roles unless filtered by unit; filters: unit = project|system, grantable = t|f) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Role"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A role */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Role"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password; sets the session cookie */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        /** Sign out: ends the session */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/sharing_permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shares the caller may see: those they received and those of entities they manage, newest first (filters: entityType, entityId, user (=)) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Share"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/sharing_permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A share (its recipient, or who manages its entity) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
            };
        };
        /** Change a share's permissionLevel (only who may share its entity) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _meta?: Record<string, never>;
                        permissionLevel?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
            };
        };
        post?: never;
        /** Remove a share (only who may share its entity) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/sprints/{id}/board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sprint's stories the caller may see, one column per status, with totals */
        get: {
            parameters: {
                query?: {
                    /** @description Stories per backlog (default 500, at most 5000). */
                    limit?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SprintBoard"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/sprints/{id}/burndown": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sprint's burndown: ideal and actual open story points per day, replayed from the journals (422 without both dates) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Burndown"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/sprints/{id}/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A sprint's statistics: work items, story points, hours, logged time, velocity, days, status distribution, and its health verdicts with their rules */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SprintStatistics"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/statuses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work package statuses by position (plain collection) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Status"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/statuses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Status"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/time_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible time entries (filters: project, work_package, user, activity, spent_on (<>d, >=, <=, =, t, >t-, <t-), ongoing, id; sortBy id, hours, spentOn, createdAt, updatedAt) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["TimeEntry"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                            /** @description ISO 8601 duration: the hours of every matching entry. */
                            totalHours: string;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Log time (log_own_time for oneself, log_time for any member) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            activity?: {
                                href?: string | null;
                            };
                            entity?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                            workPackage?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        hours?: string | null;
                        ongoing?: boolean;
                        spentOn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeEntry"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/time_entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A time entry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeEntry"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a time entry (as for changing it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a time entry (edit_time_entries, or edit_own_time_entries for one's own) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            activity?: {
                                href?: string | null;
                            };
                            entity?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                            workPackage?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        hours?: string | null;
                        ongoing?: boolean;
                        spentOn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeEntry"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/time_entries/{id}/available_work_packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work packages a time entry can be moved to */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["WorkPackage"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/time_entries/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Time entry activities by position (filter project: those available in that project) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON: [{"project": {"operator": "=", "values": ["5"]}}]. */
                    filters?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["TimeEntriesActivity"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/time_entries/activities/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A time entry activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeEntriesActivity"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/time_entries/available_projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active projects where the caller may log time (filter activity: those offering that activity) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Project"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/time_entries/available_work_packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work packages time can be logged on (work package filters; no filters means all of them) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["WorkPackage"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/topics/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A topic: counts one view and marks it read for the caller */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumTopic"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/topics/{id}/follow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow a topic (notified of its replies) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Stop following a topic */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/topics/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply to a topic (add_messages; 422 when locked): content 3 to 10,000 characters; subject defaults to 'Re: <topic subject>' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        content?: Record<string, never> | null;
                        subject?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ForumMessage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/topics/{id}/typing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Say the caller is typing a reply (live event forum.typing) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All work package types, by position */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Type"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/types/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package type */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Type"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users (filters: status, name; sortBy: id, name, login, createdAt, updatedAt) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["User"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a user (administrators only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        firstName: string;
                        lastName: string;
                        login?: string;
                        password: string;
                        /** @enum {string} */
                        roleType?: "admin" | "manager" | "member";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/{id}/hourly_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's hourly rates the caller may see (default and per project) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["HourlyRate"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/{id}/hourly_rates/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's hourly rates in a project, with the rate valid today (the project's, else the default) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    projectId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["HourlyRate"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            currentRate: {
                                _links: {
                                    project: components["schemas"]["Link"];
                                };
                                rate: number;
                                /** @enum {string} */
                                source: "project" | "default";
                                /** Format: date */
                                validFrom: string;
                            } | null;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["User"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the signed-in user's password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        newPassword: string;
                    };
                };
            };
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every visible version (filters: status (=, !), name (~), sharing (=, !), definingProject (=, !); sortBy id, name, startDate, endDate) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Version"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a version in _links.definingProject (manage_versions there; sharing system only by admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            definingProject?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        endDate?: string | null;
                        lockVersion?: number;
                        name?: string;
                        sharing?: string;
                        startDate?: string | null;
                        status?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Version"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/versions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A version (sprint) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Version"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a version; its work packages (in any project) are unassigned, each with a journal */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Change a version (manage_versions in its defining project; lockVersion required, 409 when stale) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            definingProject?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        endDate?: string | null;
                        lockVersion?: number;
                        name?: string;
                        sharing?: string;
                        startDate?: string | null;
                        status?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Version"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/versions/{id}/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The (visible) projects a version is available in */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Project"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/versions/schema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** OpenProject's schema of a version: its properties, which are writable, their limits */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/webhooks/github": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** GitHub's webhook deliveries (signed with the webhook secret: X-Hub-Signature-256); processed in the background */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            duplicate: boolean;
                        };
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Error"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/wikis/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A wiki page's shares: always 422 'Unsupported entity type for sharing' (there are no wikis yet) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Share"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Share a wiki page: always 422 'Unsupported entity type for sharing' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            user?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        permissionLevel?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/wikis/{id}/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a wiki page's share: always 422 'Unsupported entity type for sharing' */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    shareId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Visible work packages (filters: status (o, c, =, !, *), type, priority, assignee, author, responsible, version, project, parent, id, subject, start_date, due_date, created_at, updated_at; without filters only open ones) */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description Comma separated properties to include, e.g. total,elements/id,elements/subject,elements/status (links by name). */
                    select?: string;
                    /** @description JSON array of [field, "asc"|"desc"] pairs. */
                    sortBy?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: (components["schemas"]["WorkPackage"] | components["schemas"]["WorkPackageSelection"])[];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count?: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total?: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Create a work package in the project of _links.project (add_work_packages) */
        post: {
            parameters: {
                query?: {
                    /** @description OpenProject's mail switch; accepted (Tessera sends no mail). */
                    notify?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            assignee?: {
                                href?: string | null;
                            };
                            parent?: {
                                href?: string | null;
                            };
                            priority?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            responsible?: {
                                href?: string | null;
                            };
                            status?: {
                                href?: string | null;
                            };
                            type?: {
                                href?: string | null;
                            };
                            version?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        dueDate?: string | null;
                        estimatedTime?: string | null;
                        lockVersion?: number;
                        percentageDone?: number | null;
                        position?: number;
                        remainingTime?: string | null;
                        startDate?: string | null;
                        storyPoints?: number | null;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkPackage"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkPackage"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        /** Delete a work package and its descendants (delete_work_packages) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        /** Update a work package (edit_work_packages; lockVersion required, 409 when stale) */
        patch: {
            parameters: {
                query?: {
                    /** @description OpenProject's mail switch; accepted (Tessera sends no mail). */
                    notify?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            assignee?: {
                                href?: string | null;
                            };
                            parent?: {
                                href?: string | null;
                            };
                            priority?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            responsible?: {
                                href?: string | null;
                            };
                            status?: {
                                href?: string | null;
                            };
                            type?: {
                                href?: string | null;
                            };
                            version?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        description?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        dueDate?: string | null;
                        estimatedTime?: string | null;
                        lockVersion?: number;
                        percentageDone?: number | null;
                        position?: number;
                        remainingTime?: string | null;
                        startDate?: string | null;
                        storyPoints?: number | null;
                        subject?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkPackage"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/work_packages/{id}/activities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package's activities (journals: changes and comments), oldest first */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Elements per page (default 10, clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                    /** @description JSON array of [field, "asc"|"desc"] pairs (version, id, createdAt). */
                    sortBy?: string;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Activity"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Comment on a work package (add_work_package_notes) */
        post: {
            parameters: {
                query?: {
                    /** @description Accepted (Tessera sends no mail). */
                    notify?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        comment: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        internal?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Activity"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/activities_emoji_reactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The emoji reactions to all of a work package's activities */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["EmojiReaction"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package's attachments */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Attachment"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /**
         * Attach a file to a work package (edit_work_packages or add_work_package_notes)
         * @description multipart/form-data with a part `file` (the bytes; its type is detected from the content) and optionally a part `metadata` holding JSON `{ "fileName": "report.pdf", "description": { "raw": "..." } }` (fileName defaults to the file part's filename). Over ATTACHMENT_MAX_SIZE: 413 naming `file`.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Attachment"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/backlinks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What refers to a work package (tasks by #id or URL in a description or comment, documents by a link): only sources the caller may see, tasks first */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number; a page past the last one is empty. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Backlink"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/backlog_move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move a story to a place in the product backlog or an open sprint (writes one row; 422 for a closed sprint or a place outside the list) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description The 0-based place in the target backlog (without the story), from 0 to its length. */
                        index: number;
                        lockVersion?: number;
                        /** @description The target sprint (version) id; null for the product backlog. */
                        version: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Story"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/cost_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package's cost entries, by day */
        get: {
            parameters: {
                query?: {
                    /** @description 1-based page number. */
                    offset?: number;
                    /** @description Elements per page (clamped to the maximum); 0 returns only the total. */
                    pageSize?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["CostEntry"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/github_pull_requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The pull requests linked to a work package (who sees it and holds view_github in its project) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubPullRequestCollection"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/github_pull_requests/{prId}/unassign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlink a pull request from the work package (edit_work_packages); auto-linking does not link it again */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    prId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/github_pull_requests/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Link a pull request of the project's repositories to the work package (edit_work_packages) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        pull_request_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubPullRequest"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/github_pull_requests/available": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pull requests of the project's repositories not linked to the work package (newest first, at most 100) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["GithubPullRequestCollection"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The shares of a work package (whoever sees the work package), by the recipients' names */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["Share"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        /** Share a work package with a user: permissionLevel (view, edit, manage) and _links.user. Sharing again with the same user changes the level (200); a new share is a 201. Only who may share it */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            user?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        permissionLevel?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Share"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/shares/{shareId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a share of a work package (only who may share it) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    shareId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description No content */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Change a work package's status (the task panel's status call; lockVersion optional) */
        patch: {
            parameters: {
                query?: {
                    /** @description OpenProject's mail switch; accepted (Tessera sends no mail). */
                    notify?: boolean;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links: {
                            status: {
                                href?: string | null;
                            };
                        };
                        lockVersion?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkPackage"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/work_packages/{id}/summarized_costs_by_type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work package's units and costs per cost type */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["AggregatedCostEntry"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/{id}/time_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log time on a work package (spentOn defaults to today, activity to the project's default) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _links?: {
                            activity?: {
                                href?: string | null;
                            };
                            entity?: {
                                href?: string | null;
                            };
                            project?: {
                                href?: string | null;
                            };
                            user?: {
                                href?: string | null;
                            };
                            workPackage?: {
                                href?: string | null;
                            };
                        };
                        _meta?: Record<string, never>;
                        comment?: {
                            /** @enum {string} */
                            format?: "markdown" | "plain" | "custom";
                            html?: string;
                            raw: string;
                        };
                        hours?: string | null;
                        ongoing?: boolean;
                        spentOn?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["TimeEntry"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Apply the same changes to several work packages, all or nothing */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        changes: {
                            _links?: {
                                assignee?: {
                                    href?: string | null;
                                };
                                parent?: {
                                    href?: string | null;
                                };
                                priority?: {
                                    href?: string | null;
                                };
                                project?: {
                                    href?: string | null;
                                };
                                responsible?: {
                                    href?: string | null;
                                };
                                status?: {
                                    href?: string | null;
                                };
                                type?: {
                                    href?: string | null;
                                };
                                version?: {
                                    href?: string | null;
                                };
                            };
                            _meta?: Record<string, never>;
                            description?: {
                                /** @enum {string} */
                                format?: "markdown" | "plain" | "custom";
                                html?: string;
                                raw: string;
                            };
                            dueDate?: string | null;
                            estimatedTime?: string | null;
                            percentageDone?: number | null;
                            position?: number;
                            remainingTime?: string | null;
                            startDate?: string | null;
                            storyPoints?: number | null;
                            subject?: string;
                        };
                        ids: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            _embedded: {
                                elements: components["schemas"]["WorkPackage"][];
                            } & {
                                [key: string]: unknown;
                            };
                            _links?: components["schemas"]["Links"];
                            /** @enum {string} */
                            _type: "Collection";
                            count: number;
                            /** @description 1-based page number. */
                            offset?: number;
                            pageSize?: number;
                            total: number;
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v3/work_packages/schemas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The schema of a project's work packages of one type, `{projectId}-{typeId}` (view_work_packages; 404 otherwise) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["HalResource"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v3/work_packages/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Work package statistics: total, completed, in_progress, overdue, by_priority, by_status, by_assignee */
        get: {
            parameters: {
                query?: {
                    /** @description JSON array of {"name": {"operator", "values"}} filters, AND-ed. */
                    filters?: string;
                    /** @description Only this project's work packages. */
                    project?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["WorkPackageStatistics"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config/remotes.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Manifest URL of each remote */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AccessToken: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AccessToken";
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            id: number;
            /** Format: date-time */
            lastUsedAt: string | null;
            name: string;
            /** @description The token itself: only in the answer that creates it (only its hash is stored). */
            token?: string;
        } & {
            [key: string]: unknown;
        };
        Activity: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /**
             * @description Activity::Comment when it carries a comment.
             * @enum {string}
             */
            _type: "Activity" | "Activity::Comment";
            comment: components["schemas"]["Formattable"];
            /** Format: date-time */
            createdAt: string;
            details: {
                /** @enum {string} */
                format: "custom";
                html: string;
                raw: string;
            }[];
            id: number;
            internal: boolean;
            /** Format: date-time */
            updatedAt: string;
            version: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardActivityStream: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardActivityStream";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            elements: {
                at: string;
                changes: number;
                id: number;
                journableId: number;
                journableType: string;
                /** @enum {string} */
                kind: "created" | "updated" | "commented";
                notes: string;
                projectId: number | null;
                projectName: string | null;
                subject: string | null;
                userId: number | null;
                userName: string | null;
            }[];
            /** Format: date-time */
            generatedAt: string;
            limit: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardHealthAlerts: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardHealthAlerts";
            elements: {
                count: number;
                detail: string;
                href: string | null;
                id: string;
                /** @enum {string} */
                severity: "critical" | "warning" | "info";
                title: string;
            }[];
            /** Format: date-time */
            generatedAt: string;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardHierarchySummary: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardHierarchySummary";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            /** @description Levels below the deepest top-level parent (1: children only). */
            maxDepth: number;
            /** @description Projects with at least one sub-project (any level). */
            parentProjects: number;
            projects: number;
            /** @description Projects with neither a parent nor sub-projects. */
            standaloneProjects: number;
            /** @description Projects with a parent. */
            subProjects: number;
            /** @description Parent projects without a parent themselves. */
            topLevelParents: number;
            workPackages: number;
            /** @description Packages of top-level parents and every project below them. */
            workPackagesInHierarchies: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardManagers: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardManagers";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            count: number;
            elements: {
                activeDaysLast30: number;
                completedWorkPackages: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                /** @description completed / (completed + overdue) x 100 over their projects; null with neither. */
                efficiency: number | null;
                email: string;
                /** @description 70 x min(active days in the last 30, 20) / 20, plus 30 for a sign-in in the last 7 days (15 in the last 30). */
                engagementScore: number;
                id: number;
                /** Format: date-time */
                lastActivity: string | null;
                /** Format: date-time */
                lastLoginAt: string | null;
                name: string;
                overdueWorkPackages: number;
                pullRequests: {
                    merged: number;
                    open: number;
                    total: number;
                };
                role: string;
                status: string;
                /** @description Projects they are a member of. */
                totalProjects: number;
                totalWorkPackages: number;
            }[];
            /** Format: date-time */
            generatedAt: string;
            offset: number;
            pageSize: number;
            sort: string;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentComparison: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentComparison";
            averages: {
                closedInPeriod: number | null;
                completionRate: number | null;
                hoursPerMember: number | null;
                overdueRate: number | null;
                subProjects: number | null;
            };
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            count: number;
            elements: {
                closed: number;
                /** @description Closings (journals) in the last 30 days. */
                closedInPeriod: number;
                /** @description closed / total x 100. */
                completionRate: number | null;
                /** @description Levels below it. */
                depth: number;
                /** @description Hours logged in any project of the tree (all time). */
                hours: number;
                /** @description hours / members. */
                hoursPerMember: number | null;
                id: number;
                identifier: string;
                /** @description Distinct principals with a membership in any project of the tree. */
                members: number;
                name: string;
                open: number;
                /** @description Open, with a due date before today. */
                overdue: number;
                /** @description overdue / open x 100. */
                overdueRate: number | null;
                /** @description Projects below it, at every depth. */
                subProjects: number;
                /** @description Packages of it and every project below it. */
                total: number;
            }[];
            /** Format: date-time */
            generatedAt: string;
            /** @description Top-level parent projects (at most 50 are compared). */
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentMilestones: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentMilestones";
            /** @description Open milestones whose health is 'at_risk'. */
            atRisk: number;
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** @description Open milestones whose health is 'critical'. */
            critical: number;
            elements: components["schemas"]["Milestone"][];
            /** Format: date-time */
            generatedAt: string;
            open: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentProject: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentProject";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            project: {
                active: boolean;
                id: number;
                identifier: string;
                name: string;
                parentId: number | null;
                statusCode: string | null;
            };
            projects: {
                closed: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                depth: number;
                /**
                 * Format: date
                 * @description Latest due date of its packages and versions.
                 */
                endDate: string | null;
                id: number;
                identifier: string;
                name: string;
                open: number;
                overdue: number;
                parentId: number | null;
                /**
                 * Format: date
                 * @description Earliest start (or due) date of its packages and versions.
                 */
                startDate: string | null;
                total: number;
            }[];
            totals: {
                closed: number;
                /** @description Closings (journals) in the last 30 days. */
                closedInPeriod: number;
                /** @description closed / total x 100. */
                completionRate: number | null;
                /** @description Levels below it. */
                depth: number;
                /** @description Hours logged in any project of the tree (all time). */
                hours: number;
                /** @description Distinct principals with a membership in any project of the tree. */
                members: number;
                open: number;
                /** @description Open, with a due date before today. */
                overdue: number;
                /** @description overdue / open x 100. */
                overdueRate: number | null;
                /** @description Projects below it, at every depth. */
                subProjects: number;
                /** @description Packages of it and every project below it. */
                total: number;
            };
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentProjects: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentProjects";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            count: number;
            elements: {
                active: boolean;
                closed: number;
                /** @description Closings (journals) in the last 30 days. */
                closedInPeriod: number;
                /** @description closed / total x 100. */
                completionRate: number | null;
                /** @description Levels below it. */
                depth: number;
                /** @description Hours logged in any project of the tree (all time). */
                hours: number;
                id: number;
                identifier: string;
                /** @description Distinct principals with a membership in any project of the tree. */
                members: number;
                name: string;
                open: number;
                /** @description Open, with a due date before today. */
                overdue: number;
                /** @description overdue / open x 100. */
                overdueRate: number | null;
                parentId: number | null;
                statusCode: string | null;
                /** @description Projects below it, at every depth. */
                subProjects: number;
                /** @description Packages of it and every project below it. */
                total: number;
            }[];
            /** Format: date-time */
            generatedAt: string;
            offset: number;
            pageSize: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentResources: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentResources";
            /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
            averageUtilisation: number | null;
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** @description 8 hours per weekday of the range. */
            capacityHoursPerPerson: number;
            elements: {
                capacityHours: number;
                email: string | null;
                hours: number;
                id: number;
                name: string;
                openAssigned: number;
                remainingHours: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                utilisation: number | null;
            }[];
            /** Format: date-time */
            generatedAt: string;
            /** @enum {string} */
            range: "7_days" | "30_days" | "90_days" | "180_days" | "365_days";
            totalHours: number;
            workdays: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentTimeline: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentTimeline";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            days: number;
            /** Format: date-time */
            generatedAt: string;
            /** @enum {string} */
            range: "7_days" | "30_days" | "90_days" | "180_days" | "365_days";
            series: {
                closed: number;
                created: number;
                /** Format: date */
                day: string;
                hours: number;
            }[];
            spans: {
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                depth: number;
                /** Format: date */
                endDate: string | null;
                name: string;
                parentId: number | null;
                projectId: number;
                /** Format: date */
                startDate: string | null;
            }[];
        } & {
            [key: string]: unknown;
        };
        AdminDashboardParentWorkItems: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardParentWorkItems";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            count: number;
            elements: {
                assignee: string | null;
                closed: boolean;
                /** Format: date */
                dueDate: string | null;
                estimatedHours: number | null;
                id: number;
                overdue: boolean;
                projectId: number;
                projectName: string;
                /** Format: date */
                startDate: string | null;
                status: string;
                subject: string;
                type: string | null;
                /** Format: date-time */
                updatedAt: string | null;
            }[];
            /** Format: date-time */
            generatedAt: string;
            offset: number;
            pageSize: number;
            /** @enum {string} */
            state: "all" | "open" | "closed" | "overdue";
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardPerformance: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardPerformance";
            /** @description Mean days from creation to each closing in the range. */
            averageCycleDays: number | null;
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** @description Status changes into a closed status in the range (journals). */
            closed: number;
            days: number;
            /** Format: date-time */
            generatedAt: string;
            onTime: number;
            /** @description Closings on or before the due date over closings of packages with a due date; null without any. */
            onTimeRate: number | null;
            /** @description closed x 7 / days. */
            perWeek: number;
            projects: {
                /** @description Mean days from creation to each closing in the range. */
                averageCycleDays: number | null;
                closed: number;
                /** @description Closings on or before the due date over closings of packages with a due date; null without any. */
                onTimeRate: number | null;
                perWeek: number;
                projectId: number;
                projectName: string;
                withDueDate: number;
            }[];
            projectsWithClosings: number;
            /** @enum {string} */
            range: "7_days" | "30_days" | "90_days" | "180_days" | "365_days";
            withDueDate: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardProjects: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardProjects";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            count: number;
            elements: {
                active: boolean;
                closed: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                hours: number;
                id: number;
                identifier: string;
                /** Format: date-time */
                lastActivityAt: string | null;
                members: number;
                name: string;
                open: number;
                overdue: number;
                parentId: number | null;
                public: boolean;
                statusCode: string | null;
                templated: boolean;
                total: number;
            }[];
            /** Format: date-time */
            generatedAt: string;
            offset: number;
            pageSize: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardQualityRisk: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardQualityRisk";
            atRiskMilestones: {
                closed: number;
                /** Format: date */
                endDate: string;
                ended: boolean;
                id: number;
                name: string;
                progress: number;
                projectId: number;
                projectName: string;
                total: number;
            }[];
            blocked: {
                blockingStatuses: number;
                count: number;
                longest: {
                    id: number;
                    projectId: number;
                    projectName: string;
                    /** Format: date-time */
                    since?: string | null;
                    status?: string;
                    subject: string;
                }[];
            };
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            overdue: {
                count: number;
                oldest: {
                    assignee?: string | null;
                    /** Format: date */
                    dueDate?: string;
                    id: number;
                    projectId: number;
                    projectName: string;
                    subject: string;
                }[];
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                rate: number | null;
            };
            sprintsInTrouble: {
                closed: number;
                /** Format: date */
                endDate: string;
                ended: boolean;
                id: number;
                name: string;
                progress: number;
                projectId: number;
                projectName: string;
                total: number;
            }[];
            unassignedOpen: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardQuickActions: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardQuickActions";
            elements: {
                api: components["schemas"]["Link"];
                id: string;
                title: string;
                uiPath: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        AdminDashboardResources: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardResources";
            /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
            averageUtilisation: number | null;
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** @description 8 hours per weekday of the range. */
            capacityHoursPerPerson: number;
            elements: {
                capacityHours: number;
                email: string | null;
                hours: number;
                id: number;
                name: string;
                openAssigned: number;
                remainingHours: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                utilisation: number | null;
            }[];
            /** Format: date-time */
            generatedAt: string;
            /** @enum {string} */
            range: "7_days" | "30_days" | "90_days" | "180_days" | "365_days";
            totalHours: number;
            workdays: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardStats: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardStats";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            records: {
                attachments: {
                    createdLast30Days?: number;
                    total: number;
                };
                groups: {
                    createdLast30Days?: number;
                    total: number;
                };
                journals: {
                    createdLast30Days?: number;
                    total: number;
                };
                memberships: {
                    createdLast30Days?: number;
                    total: number;
                };
                projects: {
                    createdLast30Days?: number;
                    total: number;
                };
                timeEntries: {
                    createdLast30Days?: number;
                    total: number;
                };
                users: {
                    createdLast30Days?: number;
                    total: number;
                };
                versions: {
                    createdLast30Days?: number;
                    total: number;
                };
                workPackages: {
                    createdLast30Days?: number;
                    total: number;
                };
            };
        } & {
            [key: string]: unknown;
        };
        AdminDashboardSummary: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardSummary";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            projects: {
                active: number;
                archived: number;
                atRisk: number;
                hoursLast30Days: number;
                offTrack: number;
                openVersions: number;
                templates: number;
                total: number;
            };
            users: {
                active: number;
                /** @description Distinct users who wrote a journal in the last 30 days. */
                activeLast30Days: number;
                byRole: {
                    admin: number;
                    manager: number;
                    member: number;
                };
                locked: number;
                /** @description Distinct users who opened a session in the last 30 days. */
                signedInLast30Days: number;
                total: number;
            };
            workPackages: {
                /** @description Open in a status named like 'blocked' or 'on hold'. */
                blocked: number;
                closed: number;
                closedLast30Days: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                open: number;
                /** @description Open, with a due date before today. */
                overdue: number;
                total: number;
                /** @description Open without an assignee. */
                unassigned: number;
            };
        } & {
            [key: string]: unknown;
        };
        AdminDashboardSystemHealth: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardSystemHealth";
            database: {
                /** @enum {string} */
                dialect: "postgresql" | "sqlite";
                /** @description Round trip of `select 1`. */
                latencyMs: number;
                sizeBytes: number;
            };
            eventBus: {
                /** @enum {string} */
                kind: "redis" | "in-process";
                redisConfigured: boolean;
            };
            /** Format: date-time */
            generatedAt: string;
            jobs: {
                failed: number;
                failedLast24Hours: number;
                /** Format: date-time */
                oldestQueuedAt: string | null;
                queued: number;
                running: number;
                succeeded: number;
            };
            process: {
                heapTotalBytes: number;
                heapUsedBytes: number;
                nodeVersion: string;
                rssBytes: number;
                uptimeSeconds: number;
                version: string;
            };
            /** @enum {string} */
            status: "ok" | "degraded";
        } & {
            [key: string]: unknown;
        };
        AdminDashboardTrends: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardTrends";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            days: number;
            /** Format: date-time */
            generatedAt: string;
            /** @enum {string} */
            range: "7_days" | "30_days" | "90_days" | "180_days" | "365_days";
            series: {
                activeUsers: number;
                closed: number;
                created: number;
                /** Format: date */
                day: string;
                hours: number;
            }[];
            totals: {
                closed: number;
                created: number;
                hours: number;
            };
        } & {
            [key: string]: unknown;
        };
        AdminDashboardUsers: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardUsers";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            count: number;
            elements: {
                /** Format: date-time */
                createdAt: string | null;
                email: string;
                hoursLast30Days: number;
                id: number;
                /**
                 * Format: date-time
                 * @description Their newest journal of the last 30 days.
                 */
                lastActivityAt: string | null;
                /**
                 * Format: date-time
                 * @description The newest session the user opened (sign-in).
                 */
                lastLoginAt: string | null;
                name: string;
                openAssignedWorkPackages: number;
                projects: number;
                role: string;
                status: string;
            }[];
            /** Format: date-time */
            generatedAt: string;
            offset: number;
            pageSize: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AdminDashboardWorkAnalytics: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AdminDashboardWorkAnalytics";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            cycleTime: {
                /** @description Mean days from creation to each closing in the range. */
                averageDays: number | null;
                samples: number;
            };
            days: number;
            /** Format: date-time */
            generatedAt: string;
            open: number;
            overdue: number;
            /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
            overdueRate: number | null;
            perDay: {
                closed: number;
                created: number;
                /** Format: date */
                day: string;
            }[];
            /** @enum {string} */
            range: "7_days" | "30_days" | "90_days" | "180_days" | "365_days";
            throughput: {
                /** @description Status changes into a closed status in the range (journals). */
                closed: number;
                created: number;
                perWeek: number;
            };
        } & {
            [key: string]: unknown;
        };
        AggregatedCostEntry: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AggregatedCostEntry";
            /** @description Only with view_cost_rates. */
            costs?: number | null;
            /** @description How many cost entries of that type. */
            entries: number;
            spentUnits: number;
            unit: string;
        } & {
            [key: string]: unknown;
        };
        AiHealth: {
            _links?: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AiHealth";
            /** @description Enabled, and at least one provider is not known to be down. */
            available: boolean;
            /** @description At least one enabled provider exists. */
            configured: boolean;
            /** @description AI is turned on globally (an admin setting). */
            enabled: boolean;
            /** @description With ?projectId: AI is on in that project. */
            projectEnabled?: boolean;
            providers: {
                /** Format: date-time */
                checkedAt: string | null;
                id: number;
                /** @enum {string} */
                kind: "openai" | "anthropic";
                lastError?: string | null;
                name: string;
                /** @enum {string} */
                status: "healthy" | "unhealthy" | "unknown";
            }[];
        } & {
            [key: string]: unknown;
        };
        AiProvider: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AiProvider";
            /** @description The stored key no longer decrypts (the encryption secret changed): enter it again. */
            apiKeyUnreadable: boolean;
            baseUrl: string | null;
            /** Format: date-time */
            checkedAt: string | null;
            /** Format: date-time */
            createdAt?: string | null;
            enabled: boolean;
            /** @description An API key is set (the key itself is never answered). */
            hasApiKey: boolean;
            /** @description Negative for the read-only providers of the environment (AI_OPENAI_*, AI_ANTHROPIC_*). */
            id: number;
            /** @enum {string} */
            kind: "openai" | "anthropic";
            lastError: string | null;
            maxTokens: number;
            model: string;
            name: string;
            position: number;
            readOnly: boolean;
            /** @enum {string} */
            source: "environment" | "database";
            /** @enum {string} */
            status: "healthy" | "unhealthy" | "unknown";
            temperature: number;
            timeoutMs: number;
            /** Format: date-time */
            updatedAt?: string | null;
        } & {
            [key: string]: unknown;
        };
        /** @description The AI providers in the order they are tried (environment first). */
        AiProviderCollection: {
            _embedded: {
                elements: components["schemas"]["AiProvider"][];
            } & {
                [key: string]: unknown;
            };
            _links?: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Collection";
            count: number;
            /** @description 1-based page number. */
            offset?: number;
            pageSize?: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        AiSettings: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "AiSettings";
            enabled: boolean;
            logPrompts: boolean;
            rateLimitPerMinute: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        AiTaskAnalysis: {
            /** @enum {string} */
            _type: "AiTaskAnalysis";
            provider: string;
            risks: string[];
            suggestions: string[];
            summary: string;
        } & {
            [key: string]: unknown;
        };
        AiTaskDraft: {
            /** @enum {string} */
            _type: "AiTaskDraft";
            /** @enum {string} */
            code?: "PARSING_ERROR";
            description: string;
            /** Format: date */
            dueDate: string | null;
            estimatedHours: number | null;
            /** @description The answer was unusable: a default task built from the text (tell the user with message). */
            fallback: boolean;
            message?: string;
            /** @enum {string} */
            priority: "Low" | "Normal" | "High" | "Immediate";
            /** @description The name of the provider that answered. */
            provider: string | null;
            /** Format: date */
            startDate: string | null;
            tags: string[];
            title: string;
            /** @enum {string} */
            type: "Task" | "Bug" | "Feature" | "Epic";
        } & {
            [key: string]: unknown;
        };
        AiTaskDraftList: {
            /** @enum {string} */
            _type: "AiTaskDraftList";
            /** @enum {string} */
            code?: "PARSING_ERROR";
            drafts: components["schemas"]["AiTaskDraft"][];
            /** @description The answer was unusable: a default task built from the text (tell the user with message). */
            fallback: boolean;
            message?: string;
            /** @description The name of the provider that answered. */
            provider: string | null;
        } & {
            [key: string]: unknown;
        };
        AiTaskRecommendations: {
            /** @enum {string} */
            _type: "AiTaskRecommendations";
            provider: string;
            recommendations: {
                reason: string;
                taskId?: number;
                title: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Attachment: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Attachment";
            contentType: string;
            /** Format: date-time */
            createdAt: string;
            description: components["schemas"]["Formattable"];
            digest: {
                /** @enum {string} */
                algorithm: "sha256";
                hash: string;
            };
            fileName: string;
            fileSize: number;
            id: number;
            /** @enum {string} */
            status: "uploaded";
            /** @description The file name, as a list shows it. */
            title: string;
        } & {
            [key: string]: unknown;
        };
        AvailableType: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Type";
            color: string;
            /** Format: date-time */
            createdAt: string;
            enabled: boolean;
            id: number;
            /** @description Work packages of the project have this type. */
            in_use: boolean;
            /** @description The project's default type. */
            is_default: boolean;
            isMilestone: boolean;
            name: string;
            position: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        Backlink: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Backlink";
            /** @description The source's id. */
            id: number;
            projectId: number;
            projectName: string;
            /**
             * @description What refers to the target: a task (its description or a comment) or a document.
             * @enum {string}
             */
            sourceType: "WorkPackage" | "Document";
            /** @description A task's status; null for a document. */
            status: string | null;
            /** @description The task's subject or the document's title. */
            title: string;
        } & {
            [key: string]: unknown;
        };
        Backlogs: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Backlogs";
            permissions: {
                assignSprints: boolean;
                create: boolean;
                order: boolean;
            };
            productBacklog: {
                stories: components["schemas"]["Story"][];
                /** @description Every story of the backlog; `stories` holds the first `limit`. */
                total: number;
                totalPoints: number;
            };
            project: {
                id: number;
                name: string;
            };
            sprintBacklogs: {
                completedPoints: number;
                sprint: {
                    /** Format: date */
                    endDate: string | null;
                    id: number;
                    name: string;
                    /** Format: date */
                    startDate: string | null;
                    /** @enum {string} */
                    status: "open" | "locked" | "closed";
                };
                stories: components["schemas"]["Story"][];
                total: number;
                totalPoints: number;
            }[];
            stats: {
                completedPoints: number;
                openSprints: number;
                plannedPoints: number;
                productBacklogPoints: number;
                productBacklogStories: number;
                sprintStories: number;
                /** @description Average completed points of the last six finished sprints; null before any. */
                velocity: number | null;
                velocitySprints: number;
            };
        } & {
            [key: string]: unknown;
        };
        Budget: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Budget";
            currency: string;
            decimals: number;
            description?: string;
            /** @description false until someone sets the budget (the plan is then 0). */
            exists: boolean;
            locale: string;
            lockVersion: number;
            /** @description Whether the caller sees money; others see hours only. */
            moneyVisible: boolean;
            /** @description Planned labour costs. Null for callers who may not see money (view_budgets or view_cost_rates). */
            plannedLabourCost?: number | null;
            /** @description Planned material costs. Null for callers who may not see money (view_budgets or view_cost_rates). */
            plannedMaterialCost?: number | null;
            /** @description Planned labour + material costs. Null for callers who may not see money (view_budgets or view_cost_rates). */
            plannedTotal?: number | null;
            projectId: number;
            /** @description Planned total - spent (negative when over budget). Null for callers who may not see money (view_budgets or view_cost_rates). */
            remaining?: number | null;
            /** @description Spent labour + material costs. Null for callers who may not see money (view_budgets or view_cost_rates). */
            spent?: number | null;
            spentHours: number;
            /** @description Time entries' hours × each user's hourly rate on the day (the project's default rate without one). Null for callers who may not see money (view_budgets or view_cost_rates). */
            spentLabourCost?: number | null;
            /** @description Cost entries. Null for callers who may not see money (view_budgets or view_cost_rates). */
            spentMaterialCost?: number | null;
            subject?: string;
            /** Format: date-time */
            updatedAt?: string | null;
            /** @description Spent / planned total in percent (one decimal); null without a plan. Null for callers who may not see money (view_budgets or view_cost_rates). */
            utilisation?: number | null;
        } & {
            [key: string]: unknown;
        };
        Burndown: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Burndown";
            actual: {
                /** Format: date */
                date: string;
                points: number;
            }[];
            ideal: {
                /** Format: date */
                date: string;
                points: number;
            }[];
            metrics: {
                completedPoints: number;
                remainingHours: number;
                remainingPoints: number;
                scopeChange: number;
                totalHours: number;
                totalPoints: number;
                workingDays: number;
            };
            sprint: {
                /** Format: date */
                endDate: string;
                id: number;
                name: string;
                /** Format: date */
                startDate: string;
                /** @enum {string} */
                status: "open" | "locked" | "closed";
            };
        } & {
            [key: string]: unknown;
        };
        /** @description One copy flag in the copy form's schema: `available` says whether this server copies that area. */
        CopyFlagSchema: {
            available: boolean;
            hasDefault: boolean;
            /** @enum {string} */
            location: "_meta";
            name: string;
            required: boolean;
            type: string;
            writable: boolean;
        };
        CostEntry: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "CostEntry";
            comment: components["schemas"]["Formattable"];
            /** @description Only with view_cost_rates. */
            costs?: number | null;
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description Only with view_cost_rates. */
            overriddenCosts?: number | null;
            /** Format: date */
            spentOn: string;
            spentUnits: number;
            /** @description The cost type's unit, singular or plural as the units need. */
            unit: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        CostsReport: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "CostsReport";
            currency: string;
            decimals: number;
            entries: {
                activity: {
                    id: number;
                    name: string;
                } | null;
                comment: string;
                cost: number | null;
                costType: {
                    id: number;
                    name: string;
                } | null;
                hours: number | null;
                id: number;
                /** @enum {string} */
                kind: "time" | "cost";
                spentOn: string;
                units: number | null;
                user: {
                    id: number;
                    name: string;
                } | null;
                workPackage: {
                    id: number;
                    subject: string;
                } | null;
            }[];
            groupBy: string | null;
            groups: {
                count: number;
                hours: number;
                key: string | null;
                label: string | null;
                labourCost: number | null;
                materialCost: number | null;
                total: number | null;
            }[];
            locale: string;
            /** @description Money (cost, labourCost, materialCost, total) is null for callers without view_budgets / view_cost_rates. */
            moneyVisible: boolean;
            offset: number;
            pageSize: number;
            /** @description Entries matching the filters. */
            total: number;
            totals: {
                count: number;
                hours: number;
                labourCost: number | null;
                materialCost: number | null;
                total: number | null;
            };
        } & {
            [key: string]: unknown;
        };
        CostType: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "CostType";
            /** Format: date-time */
            createdAt: string;
            id: number;
            isDefault: boolean;
            name: string;
            position: number;
            /** @description The rate per unit, only to holders of view_cost_rates. */
            rate?: number | null;
            unit: string;
            unitPlural: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        Document: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Document";
            /** @description The editor's JSON document. */
            content?: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            description?: {
                format?: string;
                html?: string;
                raw?: string;
            } & {
                [key: string]: unknown;
            };
            id: number;
            lockVersion: number;
            preview?: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        DocumentCategory: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "DocumentCategory";
            id: number;
            isDefault: boolean;
            name: string;
            position?: number;
        } & {
            [key: string]: unknown;
        };
        DocumentComment: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "DocumentComment";
            comment: components["schemas"]["Formattable"];
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        DocumentCommentThread: {
            _embedded: {
                /** @description All of the thread's comments, oldest first. */
                comments: components["schemas"]["DocumentComment"][];
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "DocumentCommentThread";
            /** Format: date-time */
            createdAt: string;
            id: number;
            lockVersion: number;
            /** @description The text selected when the thread started (the editor marks that text with the thread id). */
            quote: string;
            resolved: boolean;
            /** Format: date-time */
            resolvedAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A document's comment threads; `_links.createThread` when the caller may start one. */
        DocumentCommentThreadCollection: {
            _embedded: {
                elements: components["schemas"]["DocumentCommentThread"][];
            } & {
                [key: string]: unknown;
            };
            _links?: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Collection";
            count: number;
            /** @description 1-based page number. */
            offset?: number;
            pageSize?: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        DocumentVersion: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "DocumentVersion";
            changes: string[];
            /** @description The content at this version (only on a single version). */
            content?: unknown;
            /** Format: date-time */
            createdAt: string;
            title?: string | null;
            version: number;
        } & {
            [key: string]: unknown;
        };
        DocumentWorkPackage: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "DocumentWorkPackage";
            /** @description The work package's id. */
            id: number;
            /** @description The work package's status is a closed one. */
            isClosed: boolean;
            /** Format: date-time */
            linkedAt: string;
            /** @description The name of the work package's status. */
            status: string;
            /** @description The status's colour (#rrggbb). */
            statusColor: string;
            subject: string;
        } & {
            [key: string]: unknown;
        };
        EmojiReaction: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "EmojiReaction";
            emoji: string;
            /** Format: date-time */
            firstReactionAt: string;
            /** @description {activityId}-{reaction} */
            id: string;
            /** @enum {string} */
            reaction: "thumbs_up" | "thumbs_down" | "grinning_face_with_smiling_eyes" | "confused_face" | "heart" | "party_popper" | "rocket" | "eyes";
            reactionsCount: number;
        } & {
            [key: string]: unknown;
        };
        Error: {
            _embedded?: {
                details?: {
                    attribute: string;
                };
            };
            /** @enum {string} */
            _type: "Error";
            /** @description urn:openproject-org:api:v3:errors:<Identifier> */
            errorIdentifier: string;
            message: string;
        } & {
            [key: string]: unknown;
        };
        FacultyAnalytics: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyAnalytics";
            byPriority: {
                color: string | null;
                count: number;
                id: number;
                name: string;
            }[];
            byStatus: {
                color: string | null;
                count: number;
                id: number;
                name: string;
            }[];
            byType: {
                color: string | null;
                count: number;
                id: number;
                name: string;
            }[];
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            total: number;
        } & {
            [key: string]: unknown;
        };
        FacultyComprehensive: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyComprehensive";
            analytics: {
                byPriority: {
                    color: string | null;
                    count: number;
                    id: number;
                    name: string;
                }[];
                byStatus: {
                    color: string | null;
                    count: number;
                    id: number;
                    name: string;
                }[];
                byType: {
                    color: string | null;
                    count: number;
                    id: number;
                    name: string;
                }[];
                total: number;
            };
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            health: {
                averageScore: number | null;
                elements: {
                    closed: number;
                    /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                    completionRate: number | null;
                    id: number;
                    name: string;
                    overdue: number;
                    /**
                     * @description 90 if completion is over 80 %, 75 if over 60 %, else 50 (no work packages: 50).
                     * @enum {integer}
                     */
                    score: 90 | 75 | 50;
                    total: number;
                }[];
            };
            milestones: {
                /** @description Open milestones with under 7 days left and under 50 % progress. */
                atRisk: number;
                /** @description Open milestones past their due date. */
                critical: number;
                elements: components["schemas"]["Milestone"][];
                /** @description Open milestones that are healthy. */
                healthy: number;
                total: number;
            };
            overview: {
                /** @description All hours logged in those projects. */
                hoursLogged: number;
                /** @description Distinct users who are members of those projects, the caller left out. */
                members: number;
                projectList: {
                    id: number;
                    identifier: string;
                    name: string;
                }[];
                /** @description The caller's own projects: active, not templates, where they hold a role with manage_members. */
                projects: number;
                workPackages: {
                    closed: number;
                    /** @description closed / total x 100. */
                    completionRate: number | null;
                    open: number;
                    /** @description Open, with a due date before today. */
                    overdue: number;
                    total: number;
                };
            };
            performance: {
                members: {
                    /** @description Work packages of the projects assigned to them. */
                    assigned: number;
                    /** @description Of those, in a closed status. */
                    completed: number;
                    /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                    completionRate: number | null;
                    /** @description Hours they logged in the projects. */
                    hoursLogged: number;
                    name: string;
                    open: number;
                    /** @description Of those, open with a due date before today. */
                    overdue: number;
                    userId: number;
                }[];
                projects: {
                    closed: number;
                    /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                    completionRate: number | null;
                    hoursLogged: number;
                    id: number;
                    identifier: string;
                    /** Format: date-time */
                    lastActivityAt: string | null;
                    members: number;
                    name: string;
                    open: number;
                    overdue: number;
                    total: number;
                }[];
            };
            reviews: {
                pullRequests: {
                    elements: {
                        author: string | null;
                        createdAt: string;
                        id: number;
                        number: number;
                        projectId: number;
                        projectName: string;
                        repository: string;
                        /** @description Reviews submitted so far (none approving). */
                        reviews: number;
                        title: string;
                        url: string;
                    }[];
                    /** @description GitHub repositories linked to the projects; 0 means there is no GitHub data. */
                    linkedRepositories: number;
                    /** @description Open, non-draft pull requests without an approving review. */
                    total: number;
                };
                workPackages: {
                    elements: {
                        assignee: string | null;
                        id: number;
                        projectId: number;
                        projectName: string;
                        since: string;
                        status: string;
                        subject: string;
                    }[];
                    /** @description Open statuses named like 'review'; none means no work package can be waiting for review. */
                    reviewStatuses: string[];
                    total: number;
                };
            };
            teams: {
                elements: {
                    /** @description Always null: no avatar pictures are stored. */
                    avatar_url: string | null;
                    email: string;
                    name: string;
                    projects: {
                        id: number;
                        name: string;
                        roles: string[];
                    }[];
                    roles: string[];
                    user_id: number;
                }[];
                total: number;
            };
            trends: {
                duration: number;
                /** @enum {string} */
                period: "week" | "month";
                series: {
                    /** @description Status changes into a closed status (journals). */
                    closed: number;
                    /** @description Work packages created (their creation journal). */
                    created: number;
                    /**
                     * Format: date
                     * @description First day of the period (weeks start on Monday, UTC).
                     */
                    start: string;
                }[];
                totals: {
                    closed: number;
                    created: number;
                };
            };
        } & {
            [key: string]: unknown;
        };
        FacultyHealth: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyHealth";
            averageScore: number | null;
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            elements: {
                closed: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                id: number;
                name: string;
                overdue: number;
                /**
                 * @description 90 if completion is over 80 %, 75 if over 60 %, else 50 (no work packages: 50).
                 * @enum {integer}
                 */
                score: 90 | 75 | 50;
                total: number;
            }[];
            /** Format: date-time */
            generatedAt: string;
        } & {
            [key: string]: unknown;
        };
        FacultyMilestones: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyMilestones";
            /** @description Open milestones with under 7 days left and under 50 % progress. */
            atRisk: number;
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** @description Open milestones past their due date. */
            critical: number;
            elements: components["schemas"]["Milestone"][];
            /** Format: date-time */
            generatedAt: string;
            /** @description Open milestones that are healthy. */
            healthy: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        FacultyOverview: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyOverview";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            /** @description All hours logged in those projects. */
            hoursLogged: number;
            /** @description Distinct users who are members of those projects, the caller left out. */
            members: number;
            projectList: {
                id: number;
                identifier: string;
                name: string;
            }[];
            /** @description The caller's own projects: active, not templates, where they hold a role with manage_members. */
            projects: number;
            workPackages: {
                closed: number;
                /** @description closed / total x 100. */
                completionRate: number | null;
                open: number;
                /** @description Open, with a due date before today. */
                overdue: number;
                total: number;
            };
        } & {
            [key: string]: unknown;
        };
        FacultyPerformance: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyPerformance";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            members: {
                /** @description Work packages of the projects assigned to them. */
                assigned: number;
                /** @description Of those, in a closed status. */
                completed: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                /** @description Hours they logged in the projects. */
                hoursLogged: number;
                name: string;
                open: number;
                /** @description Of those, open with a due date before today. */
                overdue: number;
                userId: number;
            }[];
            projects: {
                closed: number;
                /** @description Percent (0-100, 2 decimals); null when the whole is 0. */
                completionRate: number | null;
                hoursLogged: number;
                id: number;
                identifier: string;
                /** Format: date-time */
                lastActivityAt: string | null;
                members: number;
                name: string;
                open: number;
                overdue: number;
                total: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        FacultyReviews: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyReviews";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            /** Format: date-time */
            generatedAt: string;
            pullRequests: {
                elements: {
                    author: string | null;
                    createdAt: string;
                    id: number;
                    number: number;
                    projectId: number;
                    projectName: string;
                    repository: string;
                    /** @description Reviews submitted so far (none approving). */
                    reviews: number;
                    title: string;
                    url: string;
                }[];
                /** @description GitHub repositories linked to the projects; 0 means there is no GitHub data. */
                linkedRepositories: number;
                /** @description Open, non-draft pull requests without an approving review. */
                total: number;
            };
            workPackages: {
                elements: {
                    assignee: string | null;
                    id: number;
                    projectId: number;
                    projectName: string;
                    since: string;
                    status: string;
                    subject: string;
                }[];
                /** @description Open statuses named like 'review'; none means no work package can be waiting for review. */
                reviewStatuses: string[];
                total: number;
            };
        } & {
            [key: string]: unknown;
        };
        FacultyTeams: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyTeams";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            elements: {
                /** @description Always null: no avatar pictures are stored. */
                avatar_url: string | null;
                email: string;
                name: string;
                projects: {
                    id: number;
                    name: string;
                    roles: string[];
                }[];
                roles: string[];
                user_id: number;
            }[];
            /** Format: date-time */
            generatedAt: string;
            total: number;
        } & {
            [key: string]: unknown;
        };
        FacultyTrends: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FacultyTrends";
            cache: {
                calculationTimeMs: number;
                /** @description Served from the answer cache. */
                hit: boolean;
                /** @description Statements this request ran (the write fingerprint and the own projects only, on a hit). */
                sqlStatements: number;
                ttlSeconds: number;
            };
            duration: number;
            /** Format: date-time */
            generatedAt: string;
            /** @enum {string} */
            period: "week" | "month";
            series: {
                /** @description Status changes into a closed status (journals). */
                closed: number;
                /** @description Work packages created (their creation journal). */
                created: number;
                /**
                 * Format: date
                 * @description First day of the period (weeks start on Monday, UTC).
                 */
                start: string;
            }[];
            totals: {
                closed: number;
                created: number;
            };
        } & {
            [key: string]: unknown;
        };
        FinanceBreakdown: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FinanceBreakdown";
            /** @enum {string} */
            by: "user" | "activity" | "costType" | "task" | "period";
            count: number;
            currency: string;
            decimals: number;
            elements: components["schemas"]["FinanceFigures"][];
            /** Format: date */
            from: string;
            /**
             * @description Weeks (Monday first) or calendar months; by default weeks up to 92 days, months beyond.
             * @enum {string}
             */
            interval: "week" | "month";
            locale: string;
            offset: number;
            pageSize: number;
            /** @enum {string} */
            period: "7d" | "30d" | "3m" | "custom";
            projectId: number;
            /** @description Whether the money figures are given (else they are null: hours only). */
            showMoney: boolean;
            /** Format: date */
            to: string;
            total: number;
        } & {
            [key: string]: unknown;
        };
        FinanceFigures: {
            hours: number;
            key: string;
            label: string;
            /** @description Only with view_budgets or view_cost_rates (null otherwise). */
            labourCost: number | null;
            /** @description Only with view_budgets or view_cost_rates (null otherwise). */
            materialCost: number | null;
            /** @description Only with view_budgets or view_cost_rates (null otherwise). */
            totalCost: number | null;
        };
        FinanceSettings: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FinanceSettings";
            /** @description ISO 4217 code. */
            currency: string;
            /** @description The currency's fraction digits. */
            decimals: number;
            /** @description The cost rate of users without an hourly rate; null for callers who may not see money. */
            defaultHourlyRate?: number | null;
            /** @description BCP 47 tag money and dates are formatted with. */
            locale: string;
        } & {
            [key: string]: unknown;
        };
        FinanceSummary: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FinanceSummary";
            currency: string;
            decimals: number;
            /** Format: date */
            from: string;
            locale: string;
            /** @enum {string} */
            period: "7d" | "30d" | "3m" | "custom";
            projectId: number;
            /** @description Whether the money figures are given (else they are null: hours only). */
            showMoney: boolean;
            /** Format: date */
            to: string;
            topActivities: components["schemas"]["FinanceFigures"][];
            topContributors: components["schemas"]["FinanceFigures"][];
            totals: {
                /** @description Every hour is billable (spec 003 §9). */
                billableHours: number;
                costEntries: number;
                hours: number;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                labourCost: number | null;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                materialCost: number | null;
                timeEntries: number;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                totalCost: number | null;
            };
        } & {
            [key: string]: unknown;
        };
        FinanceTrends: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "FinanceTrends";
            budget: {
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                planned: number | null;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                spent: number | null;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                spentBefore: number | null;
            };
            currency: string;
            decimals: number;
            forecast: {
                /** Format: date */
                budgetExhaustedOn: string | null;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                costAtEnd: number | null;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                dailyCost: number | null;
                dailyHours: number;
                hoursAtEnd: number | null;
                /** @enum {string} */
                method: "linear";
                /**
                 * Format: date
                 * @description The last version's end date when after the range, else null (no forecast horizon).
                 */
                until: string | null;
            };
            /** Format: date */
            from: string;
            /**
             * @description Weeks (Monday first) or calendar months; by default weeks up to 92 days, months beyond.
             * @enum {string}
             */
            interval: "week" | "month";
            locale: string;
            /** @enum {string} */
            period: "7d" | "30d" | "3m" | "custom";
            points: {
                /** @description Everything spent since the project began, to the end of this period (the budget burn). */
                cumulativeCost: number | null;
                /** @description Hours from the start of the range to the end of this period. */
                cumulativeHours: number;
                hours: number;
                key?: string;
                label?: string;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                labourCost: number | null;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                materialCost: number | null;
                /** Format: date */
                periodStart: string;
                /** @description Only with view_budgets or view_cost_rates (null otherwise). */
                totalCost: number | null;
            }[];
            projectId: number;
            /** @description Whether the money figures are given (else they are null: hours only). */
            showMoney: boolean;
            /** Format: date */
            to: string;
        } & {
            [key: string]: unknown;
        };
        Formattable: {
            /** @enum {string} */
            format: "markdown" | "plain";
            html?: string;
            raw: string;
        } & {
            [key: string]: unknown;
        };
        Forum: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Forum";
            /** Format: date-time */
            createdAt: string;
            description: string;
            id: number;
            /** Format: date-time */
            lastMessageAt: string | null;
            lastMessageAuthor: {
                id: number;
                name: string;
            } | null;
            /** @description Topics and replies. */
            messagesCount: number;
            name: string;
            position: number;
            topicsCount: number;
            /** @description Messages of the forum the caller has not read. */
            unreadCount: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ForumCategory: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "ForumCategory";
            id: number;
            name: string;
            position: number;
        } & {
            [key: string]: unknown;
        };
        ForumDraft: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "ForumDraft";
            contentDocument: {
                [key: string]: unknown;
            };
            subject: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ForumMessage: {
            _embedded: {
                /** @description The message's files, as GET /messages/{id}/attachments answers (delete links where the caller may delete). */
                attachments: {
                    _embedded: {
                        elements: components["schemas"]["Attachment"][];
                    } & {
                        [key: string]: unknown;
                    };
                    _links?: components["schemas"]["Links"];
                    /** @enum {string} */
                    _type: "Collection";
                    count: number;
                    /** @description 1-based page number. */
                    offset?: number;
                    pageSize?: number;
                    total: number;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Message";
            content: {
                /** @enum {string} */
                format: "custom";
                /** @description Sanitised HTML. */
                html: string;
                /** @description Plain text. */
                raw: string;
            };
            /** @description The editor's JSON document. */
            contentDocument: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The end of the author's 15 minutes to edit or delete it.
             */
            editableUntil: string;
            id: number;
            /**
             * Format: date-time
             * @description The latest reply, or the creation.
             */
            lastActivityAt: string;
            locked: boolean;
            /** @description Read by the caller. */
            read: boolean;
            repliesCount: number;
            sticky: boolean;
            subject: string;
            /** Format: date-time */
            updatedAt: string;
            views: number;
        } & {
            [key: string]: unknown;
        };
        ForumTopic: {
            _embedded: {
                /** @description The message's files, as GET /messages/{id}/attachments answers (delete links where the caller may delete). */
                attachments: {
                    _embedded: {
                        elements: components["schemas"]["Attachment"][];
                    } & {
                        [key: string]: unknown;
                    };
                    _links?: components["schemas"]["Links"];
                    /** @enum {string} */
                    _type: "Collection";
                    count: number;
                    /** @description 1-based page number. */
                    offset?: number;
                    pageSize?: number;
                    total: number;
                } & {
                    [key: string]: unknown;
                };
            } & {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Topic";
            category: {
                id: number;
                name: string;
            } | null;
            content: {
                /** @enum {string} */
                format: "custom";
                /** @description Sanitised HTML. */
                html: string;
                /** @description Plain text. */
                raw: string;
            };
            /** @description The editor's JSON document. */
            contentDocument: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description The end of the author's 15 minutes to edit or delete it.
             */
            editableUntil: string;
            followed: boolean;
            id: number;
            /**
             * Format: date-time
             * @description The latest reply, or the creation.
             */
            lastActivityAt: string;
            locked: boolean;
            /** @description Read by the caller. */
            read: boolean;
            repliesCount: number;
            sticky: boolean;
            subject: string;
            unreadRepliesCount: number;
            /** Format: date-time */
            updatedAt: string;
            views: number;
        } & {
            [key: string]: unknown;
        };
        GithubCheckRun: {
            /** @enum {string} */
            _type: "GithubCheckRun";
            appOwnerAvatarUrl: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /** @description When completed: success, failure, neutral, cancelled, skipped, timed_out, action_required, stale. */
            conclusion: string | null;
            detailsUrl: string | null;
            htmlUrl?: string | null;
            name: string;
            /** Format: date-time */
            startedAt: string | null;
            /** @description GitHub's: queued, in_progress, completed (also waiting, requested, pending). */
            status: string;
        } & {
            [key: string]: unknown;
        };
        GithubConnectionTest: {
            /** @enum {string} */
            _type: "GithubConnectionTest";
            message: string;
            organization: null | {
                htmlUrl: string;
                login: string;
                name: string | null;
                publicRepos: number | null;
            };
            success: boolean;
        } & {
            [key: string]: unknown;
        };
        GithubOrganizationRepositories: {
            /** @enum {string} */
            _type: "GithubOrganizationRepositories";
            organization: string;
            repositories: {
                connected: boolean;
                fullName: string;
                githubId: number;
                htmlUrl: string;
                private: boolean;
            }[];
        } & {
            [key: string]: unknown;
        };
        GithubOrganizationStats: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "GithubOrganizationStats";
            /** @description One entry per UTC day of the period. */
            activity: {
                closed: number;
                /** Format: date */
                date: string;
                merged: number;
                opened: number;
            }[];
            /** @description Whether the GitHub integration is configured (organization and a way to authenticate). */
            configured: boolean;
            /** Format: date-time */
            generatedAt: string;
            integrationHealth: {
                /** @description Pull requests linked to work packages, in percent of all (0 without pull requests). */
                coveragePercentage: number;
                lastActivity: null | {
                    authorLogin: string | null;
                    /** Format: date-time */
                    createdAt: string | null;
                    draft: boolean;
                    htmlUrl: string;
                    id: number;
                    merged: boolean;
                    number: number;
                    repositoryFullName: string;
                    /** @enum {string} */
                    state: "open" | "closed";
                    title: string;
                    /** Format: date-time */
                    updatedAt: string | null;
                };
                totalWorkPackagesLinked: number;
                webhooks: {
                    failed: number;
                    /** @description Events that are not kept. */
                    ignored: number;
                    /**
                     * Format: date-time
                     * @description The last delivery ever received.
                     */
                    lastReceivedAt: string | null;
                    processed: number;
                    /** @description Received, not processed yet. */
                    queued: number;
                    /** @description Deliveries received in the period. */
                    received: number;
                };
            };
            issues: {
                closed: number;
                closedLast30Days: number;
                /** @description Naming a work package of any project. */
                linkedToWorkPackages: number;
                open: number;
                openedLast30Days: number;
                total: number;
                unlinked: number;
            };
            /** @description The configured GitHub organization. */
            organization: string | null;
            performance: {
                calculationTimeMs: number;
                /** @enum {string} */
                dataSource: "database";
                githubApiCallsUsed: number;
                /** @description Statements this answer took; the same for any number of repositories, projects or pull requests. */
                sqlStatements: number;
                /** @enum {string} */
                strategy: "organization";
            };
            /** @description The "last 30 days" figures cover this many whole UTC days, today included. */
            periodDays: number;
            /** @description The projects with a connected repository, by name. */
            projects: {
                _links: components["schemas"]["Links"];
                id: number;
                identifier: string;
                /** Format: date-time */
                lastActivityAt: string | null;
                name: string;
                pullRequests: {
                    merged: number;
                    open: number;
                    total: number;
                };
                repositories: number;
            }[];
            pullRequests: {
                /** @description From opening to merge; null when none is merged. */
                averageMergeTimeHours: number | null;
                /** @description Closed without being merged. */
                closed: number;
                /** @description Open drafts. */
                draft: number;
                /** @description Linked to a work package of any project. */
                linkedToWorkPackages: number;
                merged: number;
                mergedLast30Days: number;
                open: number;
                openedLast30Days: number;
                total: number;
                unlinked: number;
            };
            recentPullRequests: {
                authorLogin: string | null;
                /** Format: date-time */
                createdAt: string | null;
                draft: boolean;
                htmlUrl: string;
                id: number;
                merged: boolean;
                number: number;
                repositoryFullName: string;
                /** @enum {string} */
                state: "open" | "closed";
                title: string;
                /** Format: date-time */
                updatedAt: string | null;
            }[];
            repositories: {
                activeLast30Days: number;
                createdViaApp: number;
                projectsWithRepositories: number;
                /** @description Repositories connected to at least one project (each once). */
                total: number;
            };
            /**
             * Format: date-time
             * @description Start of the period.
             */
            since: string;
            teamActivity: {
                activeContributorsLast30Days: number;
                mostActiveContributor: null | {
                    avatarUrl: string | null;
                    login: string;
                    merged: number;
                    opened: number;
                    pullRequests: number;
                };
                prsClosedLast30Days: number;
                prsMergedLast30Days: number;
                prsOpenedLast30Days: number;
                topContributors: {
                    avatarUrl: string | null;
                    login: string;
                    merged: number;
                    opened: number;
                    pullRequests: number;
                }[];
            };
        } & {
            [key: string]: unknown;
        };
        GithubProjectSettings: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "GithubProjectSettings";
            /** Format: date-time */
            updatedAt: string | null;
        } & {
            [key: string]: unknown;
        };
        GithubProjectStats: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "GithubProjectStats";
            /** @description One entry per UTC day of the period. */
            activity: {
                closed: number;
                /** Format: date */
                date: string;
                merged: number;
                opened: number;
            }[];
            /** @description Whether the GitHub integration is configured (organization and a way to authenticate). */
            configured: boolean;
            /** Format: date-time */
            generatedAt: string;
            hierarchy: {
                /** @description Descendant projects whose GitHub content the caller may see (included or not). */
                childProjectCount: number;
                includedProjects: {
                    id: number;
                    identifier: string;
                    name: string;
                }[];
                isHierarchical: boolean;
                rootProjectId: number;
                rootProjectName: string;
            };
            integrationHealth: {
                /** @description Pull requests linked to work packages, in percent of all (0 without pull requests). */
                coveragePercentage: number;
                lastActivity: null | {
                    authorLogin: string | null;
                    /** Format: date-time */
                    createdAt: string | null;
                    draft: boolean;
                    htmlUrl: string;
                    id: number;
                    merged: boolean;
                    number: number;
                    repositoryFullName: string;
                    /** @enum {string} */
                    state: "open" | "closed";
                    title: string;
                    /** Format: date-time */
                    updatedAt: string | null;
                };
                totalWorkPackagesLinked: number;
            };
            issues: {
                closed: number;
                closedLast30Days: number;
                /** @description Naming a work package of the included projects. */
                linkedToWorkPackages: number;
                open: number;
                openedLast30Days: number;
                total: number;
                unlinked: number;
            };
            performance: {
                /** @description Measured by the server, from the request's access check to the answer. */
                calculationTimeMs: number;
                /**
                 * @description 'cache': computed earlier (generatedAt) from the same data, kept until a write to what the figures read.
                 * @enum {string}
                 */
                dataSource: "database" | "cache";
                githubApiCallsUsed: number;
                /** @description Statements this answer took, the access check included; the same for any number of repositories or pull requests. */
                sqlStatements: number;
                /** @enum {string} */
                strategy: "project_scoped";
            };
            /** @description The "last 30 days" figures cover this many whole UTC days, today included. */
            periodDays: number;
            pullRequests: {
                /** @description From opening to merge; null when none is merged. */
                averageMergeTimeHours: number | null;
                /** @description Closed without being merged. */
                closed: number;
                /** @description Open drafts. */
                draft: number;
                /** @description Linked to a work package of the included projects. */
                linkedToWorkPackages: number;
                merged: number;
                mergedLast30Days: number;
                open: number;
                openedLast30Days: number;
                total: number;
                unlinked: number;
            };
            recentPullRequests: {
                authorLogin: string | null;
                /** Format: date-time */
                createdAt: string | null;
                draft: boolean;
                htmlUrl: string;
                id: number;
                merged: boolean;
                number: number;
                repositoryFullName: string;
                /** @enum {string} */
                state: "open" | "closed";
                title: string;
                /** Format: date-time */
                updatedAt: string | null;
            }[];
            repositories: {
                activeLast30Days: number;
                total: number;
            };
            repositoryStats: {
                _links: components["schemas"]["Links"];
                activeLast30Days: boolean;
                /** Format: date-time */
                backfilledAt: string | null;
                /** Format: date-time */
                connectedAt: string | null;
                /** @description Connected to this project itself, not only to an included child project. */
                connectedToProject: boolean;
                /** Format: date-time */
                createdAt: string | null;
                createdViaApp: boolean;
                fullName: string;
                htmlUrl: string;
                id: number;
                /**
                 * Format: date-time
                 * @description Removed from the GitHub App's installation: no events arrive for it since (null while accessible).
                 */
                installationRemovedAt: string | null;
                issues: {
                    open: number;
                    total: number;
                };
                /** Format: date-time */
                lastActivityAt: string | null;
                mergedLast30Days: number;
                name: string;
                openedLast30Days: number;
                private: boolean;
                pullRequests: {
                    closed: number;
                    draft: number;
                    linkedToWorkPackages: number;
                    merged: number;
                    open: number;
                    total: number;
                };
            }[];
            /**
             * Format: date-time
             * @description Start of the period.
             */
            since: string;
            teamActivity: {
                activeContributorsLast30Days: number;
                /** @description Commits in the pushes of the period (as GitHub lists them in each push). */
                commitsPushedLast30Days: number;
                mostActiveContributor: null | {
                    avatarUrl: string | null;
                    login: string;
                    merged: number;
                    opened: number;
                    pullRequests: number;
                };
                prsClosedLast30Days: number;
                prsMergedLast30Days: number;
                prsOpenedLast30Days: number;
                pushesLast30Days: number;
                /** @description Pull request reviews submitted in the period. */
                reviewsLast30Days: number;
                topContributors: {
                    avatarUrl: string | null;
                    login: string;
                    merged: number;
                    opened: number;
                    pullRequests: number;
                }[];
            };
        } & {
            [key: string]: unknown;
        };
        GithubPullRequest: {
            _embedded: {
                /** @description The head commit's check runs, the latest of each name. */
                checkRuns: components["schemas"]["GithubCheckRun"][];
                githubUser: null | {
                    /** @enum {string} */
                    _type: "GithubUser";
                    avatarUrl: string | null;
                    htmlUrl: string | null;
                    login: string;
                };
                /** @description Each reviewer's latest submitted review. */
                reviews: components["schemas"]["GithubReview"][];
            } & {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "GithubPullRequest";
            baseRef?: string | null;
            body: components["schemas"]["Formattable"];
            /** Format: date-time */
            closedAt?: string | null;
            /** Format: date-time */
            createdAt: string;
            draft: boolean;
            /** Format: date-time */
            githubUpdatedAt?: string;
            headRef?: string | null;
            htmlUrl: string;
            id: number;
            labels: {
                color: string | null;
                name: string;
            }[];
            merged: boolean;
            /** Format: date-time */
            mergedAt: string | null;
            number: number;
            /** @description owner/name */
            repository: string;
            repositoryHtmlUrl?: string;
            /**
             * @description From each reviewer's latest review: changes requested by anyone, else approved, else commented; null without reviews.
             * @enum {string|null}
             */
            reviewState: "approved" | "changes_requested" | "commented" | null;
            /** @enum {string} */
            state: "open" | "closed";
            /** @description Plain text: render it as text, never as markup. */
            title: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        GithubPullRequestCollection: {
            _embedded: {
                elements: components["schemas"]["GithubPullRequest"][];
            } & {
                [key: string]: unknown;
            };
            _links?: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Collection";
            count: number;
            /** @description 1-based page number. */
            offset?: number;
            pageSize?: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        GithubRepository: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "GithubRepository";
            /** Format: date-time */
            backfilledAt?: string | null;
            /** Format: date-time */
            connectedAt?: string | null;
            /** Format: date-time */
            createdAt: string | null;
            createdViaApp: boolean;
            fullName: string;
            githubId: number;
            htmlUrl: string;
            id: number;
            /**
             * Format: date-time
             * @description Removed from the GitHub App's installation: no events arrive for it since (null while accessible).
             */
            installationRemovedAt?: string | null;
            name: string;
            private: boolean;
        } & {
            [key: string]: unknown;
        };
        GithubRepositoryCollection: {
            _embedded: {
                elements: components["schemas"]["GithubRepository"][];
            } & {
                [key: string]: unknown;
            };
            _links?: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Collection";
            /** @description Whether the GitHub integration is configured (organization and a way to authenticate). */
            configured: boolean;
            count: number;
            /** @description 1-based page number. */
            offset?: number;
            pageSize?: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
        GithubReview: {
            /** @enum {string} */
            _type: "GithubReview";
            avatarUrl?: string | null;
            htmlUrl?: string | null;
            login: string | null;
            /** @enum {string} */
            state: "approved" | "changes_requested" | "commented" | "dismissed";
            /** Format: date-time */
            submittedAt: string | null;
        } & {
            [key: string]: unknown;
        };
        GithubSettings: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "GithubSettings";
            apiUrl: string;
            appId: string | null;
            /** @enum {string|null} */
            authMethod: "app" | "token" | null;
            /** @description The organization and a way to authenticate (the app or a token) are set. */
            configured: boolean;
            /** @description Fields set by GITHUB_* environment variables (read-only here). */
            fromEnvironment: ("apiUrl" | "appId" | "installationId" | "organization" | "privateKey" | "webhookSecret" | "token")[];
            /** @description The GitHub App installation's state from its webhooks (null: no installation event received yet). Suspended or deleted: GitHub sends no events and refuses the app's calls. */
            installation: null | {
                account: string | null;
                /** Format: date-time */
                changedAt: string | null;
                id: number | null;
                /** @enum {string} */
                state: "active" | "suspended" | "deleted";
            };
            installationId: string | null;
            missing: string[];
            organization: string | null;
            privateKeySet: boolean;
            tokenSet: boolean;
            /** @description Stored secrets that no longer decrypt (the session secret changed): enter them again. */
            unreadable: ("apiUrl" | "appId" | "installationId" | "organization" | "privateKey" | "webhookSecret" | "token")[];
            /** Format: date-time */
            updatedAt: string;
            webhookSecretSet: boolean;
        } & {
            [key: string]: unknown;
        };
        Group: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Group";
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @description GET /groups/{id} only (with _links.members, its users); lists leave both out. */
            memberCount?: number;
            name: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        HalResource: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links?: components["schemas"]["Links"];
            _type: string;
        } & {
            [key: string]: unknown;
        };
        HourlyRate: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "HourlyRate";
            /** Format: date-time */
            createdAt: string;
            id: number;
            rate: number;
            /** Format: date-time */
            updatedAt: string;
            /** Format: date */
            validFrom: string;
        } & {
            [key: string]: unknown;
        };
        JobStatus: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "JobStatus";
            /** Format: date-time */
            createdAt: string;
            errors: string[];
            /** Format: date-time */
            finishedAt: string | null;
            /** Format: uuid */
            jobId: string;
            message: string | null;
            /** @description null until the job has finished, and for a job that reports nothing. */
            payload: components["schemas"]["JobStatusPayload"] | null;
            /** Format: date-time */
            startedAt: string | null;
            /** @enum {string} */
            status: "in_queue" | "in_process" | "success" | "failure" | "cancelled";
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description What a finished job reports. A project copy: on success _links.project, redirect (its path), copied (rows per option) and skipped (selected options no copier handles, with the reason); on failure errors. */
        JobStatusPayload: {
            _links?: {
                project: components["schemas"]["Link"];
            } & {
                [key: string]: components["schemas"]["Link"];
            };
            copied?: {
                [key: string]: number;
            };
            errors?: string[];
            redirect?: string;
            skipped?: {
                option: string;
                reason: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        Link: {
            /** @description null means "no value" (no parent, no assignee). */
            href: string | null;
            /** @enum {string} */
            method?: "get" | "post" | "put" | "patch" | "delete";
            templated?: boolean;
            title?: string;
        } & {
            [key: string]: unknown;
        };
        Links: {
            self?: components["schemas"]["Link"];
        } & {
            [key: string]: components["schemas"]["Link"] | components["schemas"]["Link"][];
        };
        Membership: {
            _embedded: {
                principal: {
                    _embedded?: {
                        members?: {
                            id: number;
                            name: string;
                        }[];
                    };
                    _links: components["schemas"]["Links"];
                    /** @enum {string} */
                    _type: "User" | "Group";
                    avatar?: string | null;
                    id: number;
                    name: string;
                };
                roles: {
                    _links: components["schemas"]["Links"];
                    /** @enum {string} */
                    _type: "Role";
                    id: number;
                    name: string;
                    permissions: string[];
                }[];
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Membership";
            /** Format: date-time */
            createdAt: string;
            /** @description With view_hourly_rates: the member's rate valid today (null for none, or for a group). */
            hourlyRate?: number | null;
            id: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        Milestone: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Milestone";
            /** @description Days past the due date of an open milestone, else 0; null without one. */
            days_overdue: number | null;
            /** @description Days from today to the due date, 0 once passed; null without one. */
            days_until_due: number | null;
            /** @description Raw markdown. */
            description: string;
            /**
             * Format: date
             * @description The version's end date.
             */
            due_date: string | null;
            /** @enum {string} */
            health_status: "healthy" | "at_risk" | "critical";
            /** @description The id of the version the milestone is derived from. */
            id: number;
            is_overdue: boolean;
            name: string;
            /** @description Percent of its work packages closed; 100 when closed. */
            progress: number;
            project_id: number;
            project_name: string;
            /**
             * Format: date
             * @description The version's start date.
             */
            start_date: string | null;
            /**
             * @description A locked version is an open milestone.
             * @enum {string}
             */
            status: "open" | "closed";
            work_packages_closed: number;
            work_packages_total: number;
        } & {
            [key: string]: unknown;
        };
        Notification: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Notification";
            /** Format: date-time */
            createdAt: string;
            details: {
                [key: string]: unknown;
            }[];
            id: number;
            /** @description Marked as read in the app. */
            readIAN: boolean;
            /** @description Why the recipient is notified: assigned, mentioned, shared, commented, watched. */
            reason: string;
            /**
             * @description What `_links.resource` points to (Message: a forum topic; `_links.forum` names its forum).
             * @enum {string}
             */
            resourceType: "WorkPackage" | "Document" | "Message";
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        OrganizationBacklogs: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "OrganizationBacklogs";
            projects: {
                productBacklog: {
                    stories: components["schemas"]["Story"][];
                    /** @description Every story of the backlog; `stories` holds the first `limit`. */
                    total: number;
                    totalPoints: number;
                };
                project: {
                    id: number;
                    identifier: string;
                    name: string;
                };
                sprintBacklogs: {
                    completedPoints: number;
                    sprint: {
                        /** Format: date */
                        endDate: string | null;
                        id: number;
                        name: string;
                        /** Format: date */
                        startDate: string | null;
                        /** @enum {string} */
                        status: "open" | "locked" | "closed";
                    };
                    stories: components["schemas"]["Story"][];
                    total: number;
                    totalPoints: number;
                }[];
            }[];
        } & {
            [key: string]: unknown;
        };
        /** @description A user or a group (`_type` says which). */
        Principal: components["schemas"]["User"] | components["schemas"]["Group"];
        Priority: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Priority";
            color: string;
            id: number;
            isActive: boolean;
            isDefault: boolean;
            name: string;
            position: number;
        } & {
            [key: string]: unknown;
        };
        Project: {
            /** @description GET /projects/{id} only: the first members (by name) and the caller's own membership. */
            _embedded?: {
                currentUserMembership?: components["schemas"]["Membership"] | null;
                memberships?: {
                    _embedded: {
                        elements: components["schemas"]["Membership"][];
                    } & {
                        [key: string]: unknown;
                    };
                    _links?: components["schemas"]["Links"];
                    /** @enum {string} */
                    _type: "Collection";
                    count: number;
                    /** @description 1-based page number. */
                    offset?: number;
                    pageSize?: number;
                    total: number;
                } & {
                    [key: string]: unknown;
                };
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Project";
            active: boolean;
            /** @description AI features (autocomplete, task drafts, analysis) are on in this project (they also need AI on and configured globally, see /ai/health). Always present; optional in the schema so existing clients and their fixtures stay valid. */
            aiEnabled?: boolean;
            /** Format: date-time */
            createdAt: string;
            description: components["schemas"]["Formattable"];
            /** @description Inline comments on the project's documents are on. */
            documentCommentsEnabled: boolean;
            /** @description The project's switched-on modules (Project Settings, Modules): a switched-off module's API answers 403 and its view says so. Always present; optional in the schema so existing fixtures stay valid. */
            enabledModules?: ("work_package_tracking" | "backlogs" | "costs" | "documents" | "forums" | "github")[];
            id: number;
            identifier: string;
            name: string;
            public: boolean;
            statusExplanation: components["schemas"]["Formattable"];
            templated: boolean;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        ProjectCopyForm: {
            _embedded: {
                payload: {
                    _links: {
                        parent: components["schemas"]["Link"];
                        status: components["schemas"]["Link"];
                    };
                    _meta: {
                        copyBoards: boolean;
                        copyCategories: boolean;
                        copyDocuments: boolean;
                        copyFileLinks: boolean;
                        copyForums: boolean;
                        copyMembers: boolean;
                        copyOverview: boolean;
                        copyQueries: boolean;
                        copyStorageProjectFolders: boolean;
                        copyStorages: boolean;
                        copyVersions: boolean;
                        copyWiki: boolean;
                        copyWikiPageAttachments: boolean;
                        copyWorkPackageAttachments: boolean;
                        copyWorkPackages: boolean;
                        copyWorkPackageShares: boolean;
                        sendNotifications: boolean;
                    };
                    description: {
                        raw: string | null;
                    };
                    identifier: string;
                    name: string;
                    public: boolean;
                    statusExplanation: {
                        raw: string | null;
                    };
                };
                schema: {
                    copyBoards: components["schemas"]["CopyFlagSchema"];
                    copyCategories: components["schemas"]["CopyFlagSchema"];
                    copyDocuments: components["schemas"]["CopyFlagSchema"];
                    copyFileLinks: components["schemas"]["CopyFlagSchema"];
                    copyForums: components["schemas"]["CopyFlagSchema"];
                    copyMembers: components["schemas"]["CopyFlagSchema"];
                    copyOverview: components["schemas"]["CopyFlagSchema"];
                    copyQueries: components["schemas"]["CopyFlagSchema"];
                    copyStorageProjectFolders: components["schemas"]["CopyFlagSchema"];
                    copyStorages: components["schemas"]["CopyFlagSchema"];
                    copyVersions: components["schemas"]["CopyFlagSchema"];
                    copyWiki: components["schemas"]["CopyFlagSchema"];
                    copyWikiPageAttachments: components["schemas"]["CopyFlagSchema"];
                    copyWorkPackageAttachments: components["schemas"]["CopyFlagSchema"];
                    copyWorkPackages: components["schemas"]["CopyFlagSchema"];
                    copyWorkPackageShares: components["schemas"]["CopyFlagSchema"];
                } & {
                    [key: string]: unknown;
                };
                /** @description The first error of each attribute; empty when the copy would start. */
                validationErrors: {
                    [key: string]: components["schemas"]["Error"];
                };
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Form";
        } & {
            [key: string]: unknown;
        };
        ProjectSprintStatistics: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "ProjectSprintStatistics";
            overview: {
                closedSprints: number;
                completedStoryPoints: number;
                lockedSprints: number;
                openSprints: number;
                remainingHours: number;
                totalHours: number;
                totalSprints: number;
                totalStoryPoints: number;
                totalWorkPackages: number;
            };
            sprints: {
                committedCompletedPoints: number;
                completedStoryPoints: number;
                completedWorkItems: number;
                /** Format: date */
                endDate: string | null;
                id: number;
                name: string;
                plannedPoints: number;
                /** Format: date */
                startDate: string | null;
                /** @enum {string} */
                status: "open" | "locked" | "closed";
                statusDistribution: {
                    count: number;
                    statusId: number;
                }[];
                totalStoryPoints: number;
                totalWorkItems: number;
            }[];
            teamPerformance: {
                memberCount: number;
            };
            velocity: {
                average: number | null;
                /** @enum {string|null} */
                consistency: "High" | "Medium" | "Low" | null;
                historicalData: {
                    completedPoints: number;
                    /** Format: date */
                    endDate: string | null;
                    plannedPoints: number;
                    sprintId: number;
                    sprintName: string;
                    /** Format: date */
                    startDate: string | null;
                }[];
                latest: number | null;
                predictedNext: number | null;
                /** @enum {string|null} */
                trend: "improving" | "declining" | "stable" | null;
            };
        } & {
            [key: string]: unknown;
        };
        Role: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Role";
            id: number;
            name: string;
        } & {
            [key: string]: unknown;
        };
        Share: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Share";
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @enum {string} */
            permissionLevel: "view" | "edit" | "manage";
            sharedEntity: {
                id: number;
                title: string;
                /** @enum {string} */
                type: "Document" | "WorkPackage";
            };
            /** Format: date-time */
            updatedAt: string;
            user: {
                /** @description Only for the user themself and admins. */
                email: string | null;
                id: number;
                name: string;
            };
        } & {
            [key: string]: unknown;
        };
        SharedDocument: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "SharedDocument";
            authorId: number | null;
            authorName: string | null;
            /** Format: date-time */
            createdAt: string;
            id: number;
            /** @enum {string} */
            permissionLevel: "view" | "edit" | "manage";
            preview: string;
            title: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        SprintBoard: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "SprintBoard";
            columns: {
                status: {
                    color: string;
                    id: number;
                    isClosed: boolean;
                    name: string;
                };
                stories: components["schemas"]["Story"][];
            }[];
            completedPoints: number;
            sprint: {
                /** Format: date */
                endDate: string | null;
                id: number;
                name: string;
                /** Format: date */
                startDate: string | null;
                /** @enum {string} */
                status: "open" | "locked" | "closed";
            };
            total: number;
            totalPoints: number;
        } & {
            [key: string]: unknown;
        };
        SprintHealth: {
            /** @description Work items On Hold. */
            blocked: number;
            checks: {
                explanation: string;
                /** @enum {string} */
                key: "schedule" | "tasks" | "blocked" | "utilization";
                label: string;
                rule: string;
                /**
                 * @description null: not measured (explanation says why).
                 * @enum {string|null}
                 */
                verdict: "on_track" | "at_risk" | "critical" | null;
            }[];
            /** @description Which checks decided the verdict, with their numbers. */
            explanation: string;
            label: string;
            rule: string;
            timePercent: number | null;
            /** @enum {string} */
            verdict: "on_track" | "at_risk" | "critical" | "unknown";
            workPercent: number | null;
        };
        SprintStatistics: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "SprintStatistics";
            burnedHours: number;
            completedStoryPoints: number;
            completedWorkItems: number;
            completionPercentage: number;
            daysRemaining: number | null;
            elapsedDays: number | null;
            health: components["schemas"]["SprintHealth"];
            remainingHours: number;
            sprint: {
                daysRemaining: number | null;
                /** Format: date */
                endDate: string | null;
                id: number;
                name: string;
                /** Format: date */
                startDate: string | null;
                /** @enum {string} */
                status: "open" | "locked" | "closed";
            };
            statusDistribution: {
                color: string;
                count: number;
                isClosed: boolean;
                status: string;
                statusId: number;
            }[];
            teamMemberCount: number;
            totalDays: number | null;
            totalHours: number;
            totalStoryPoints: number;
            totalWorkItems: number;
            /** @description Completed points per elapsed day; null without dates. */
            velocity: number | null;
        } & {
            [key: string]: unknown;
        };
        Status: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Status";
            color: string;
            id: number;
            isClosed: boolean;
            isDefault: boolean;
            isReadonly: boolean;
            name: string;
            position: number;
        } & {
            [key: string]: unknown;
        };
        Story: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Story";
            assignee: {
                id: number;
                name: string;
            } | null;
            estimatedHours: number | null;
            id: number;
            lockVersion: number;
            percentageDone: number | null;
            /** @description Backlog order (sparse: only the order means anything). */
            position: number;
            project: {
                id: number;
                name: string;
            };
            remainingHours: number | null;
            status: {
                color: string;
                id: number;
                isClosed: boolean;
                name: string;
            };
            storyPoints: number | null;
            subject: string;
            type: {
                id: number;
                name: string;
            };
            versionId: number | null;
        } & {
            [key: string]: unknown;
        };
        TimeEntriesActivity: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "TimeEntriesActivity";
            active: boolean;
            default: boolean;
            id: number;
            /** @description default, as spec 001 spells it. */
            isDefault: boolean;
            name: string;
            position: number;
        } & {
            [key: string]: unknown;
        };
        TimeEntry: {
            _embedded: {
                user: {
                    _links: components["schemas"]["Links"];
                    /** @enum {string} */
                    _type: "User";
                    avatar: string | null;
                    id: number;
                    name: string;
                };
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "TimeEntry";
            comment: components["schemas"]["Formattable"];
            /** Format: date-time */
            createdAt: string;
            /** @description ISO 8601 duration (PT2H30M). */
            hours: string;
            id: number;
            ongoing: boolean;
            /** Format: date */
            spentOn: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        Type: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Type";
            color: string;
            /** Format: date-time */
            createdAt: string;
            id: number;
            isDefault: boolean;
            isMilestone: boolean;
            name: string;
            position: number;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        User: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "User";
            admin: boolean;
            avatar: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Only to the user themself and administrators. */
            email?: string | null;
            firstName: string | null;
            globalRoles: string[];
            id: number;
            isManager: boolean;
            lastName: string | null;
            login: string | null;
            name: string;
            /** @enum {string} */
            roleType: "admin" | "manager" | "member";
            /** @enum {string} */
            status: "active" | "locked";
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        Version: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "Version";
            /** Format: date-time */
            createdAt: string;
            /** @description Days until the end date, only for an open version with one (negative once it has passed). */
            daysRemaining: number | null;
            description: components["schemas"]["Formattable"];
            /** Format: date */
            endDate: string | null;
            id: number;
            lockVersion: number;
            name: string;
            /** @enum {string} */
            sharing: "none" | "descendants" | "hierarchy" | "tree" | "system";
            /** Format: date */
            startDate: string | null;
            /** @enum {string} */
            status: "open" | "locked" | "closed";
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        WorkPackage: {
            _embedded?: {
                [key: string]: unknown;
            };
            _links: components["schemas"]["Links"];
            /** @enum {string} */
            _type: "WorkPackage";
            commentCount: number;
            /** Format: date-time */
            createdAt: string;
            description: components["schemas"]["Formattable"];
            /** Format: date */
            dueDate: string | null;
            /** @description ISO 8601 duration (PT2H30M). */
            estimatedTime: string | null;
            id: number;
            /** @description Whether the status is a closed one (Completed, Rejected). */
            isClosed: boolean;
            /** @description With view_hourly_rates. */
            laborCosts?: number | null;
            lockVersion: number;
            /** @description With view_cost_rates. */
            materialCosts?: number | null;
            /** @description With view_hourly_rates and view_cost_rates. */
            overallCosts?: number | null;
            percentageDone: number | null;
            position: number | null;
            /** @description ISO 8601 duration (PT2H30M). */
            remainingTime: string | null;
            /** @description With view_time_entries: ISO 8601 duration. */
            spentTime?: string;
            /** Format: date */
            startDate: string | null;
            storyPoints: number | null;
            subject: string;
            /** Format: date-time */
            updatedAt: string;
        } & {
            [key: string]: unknown;
        };
        /** @description A work package projected to a collection's select: only the selected properties, and _links only when a link was selected. */
        WorkPackageSelection: {
            _links?: components["schemas"]["Links"];
            commentCount?: number;
            /** Format: date-time */
            createdAt?: string;
            description?: components["schemas"]["Formattable"];
            /** @description The description as a card shows it: plain text, whitespace collapsed, at most 100 characters followed by an ellipsis when cut. */
            descriptionExcerpt?: string;
            /** Format: date */
            dueDate?: string | null;
            /** @description ISO 8601 duration (PT2H30M). */
            estimatedTime?: string | null;
            id?: number;
            /** @description Whether the status is a closed one (Completed, Rejected). */
            isClosed?: boolean;
            /** @description With view_hourly_rates. */
            laborCosts?: number | null;
            lockVersion?: number;
            /** @description With view_cost_rates. */
            materialCosts?: number | null;
            /** @description With view_hourly_rates and view_cost_rates. */
            overallCosts?: number | null;
            percentageDone?: number | null;
            position?: number | null;
            /** @description ISO 8601 duration (PT2H30M). */
            remainingTime?: string | null;
            /** @description With view_time_entries: ISO 8601 duration. */
            spentTime?: string;
            /** Format: date */
            startDate?: string | null;
            storyPoints?: number | null;
            subject?: string;
            /** Format: date-time */
            updatedAt?: string;
        };
        WorkPackageStatistics: {
            /** @enum {string} */
            _type: "WorkPackageStatistics";
            by_assignee: {
                count: number;
                id: number | null;
                name: string;
            }[];
            by_priority: {
                color: string;
                count: number;
                id: number;
                name: string;
            }[];
            by_status: {
                color: string;
                count: number;
                id: number;
                isClosed: boolean;
                name: string;
            }[];
            completed: number;
            in_progress: number;
            overdue: number;
            total: number;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
